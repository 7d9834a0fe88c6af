import type { SocialNetwork } from './schema.ts'

/** Each network as visitors name it. */
export const networkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
}

/** The address of a network's official embed page for a profile; undefined when the profile cannot be embedded. */
export function frameAddress(network: Exclude<SocialNetwork, 'x'>, profile: string): string | undefined {
  if (network === 'facebook') {
    const options =
      'tabs=timeline&width=500&height=500&small_header=true&adapt_container_width=true&show_facepile=false'
    return `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(profile)}&${options}`
  }
  const user = firstPathPart(profile)
  return user ? `https://www.instagram.com/${encodeURIComponent(user)}/embed` : undefined
}

function firstPathPart(address: string): string | undefined {
  try {
    return new URL(address).pathname.split('/').find(Boolean)
  } catch {
    return undefined
  }
}
