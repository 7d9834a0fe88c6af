import type { SocialNetwork } from './schema.ts'

/** Each network as visitors name it. */
export const networkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
}

/**
 * The address of a network's official embed page for a profile, which runs in a frame of the network's
 * own origin (never a script of theirs in this site's pages); undefined when the profile cannot be embedded.
 */
export function frameAddress(network: SocialNetwork, profile: string): string | undefined {
  if (network === 'facebook') {
    const options =
      'tabs=timeline&width=500&height=500&small_header=true&adapt_container_width=true&show_facepile=false'
    return `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(profile)}&${options}`
  }
  const user = firstPathPart(profile)
  if (!user) return undefined
  return network === 'x'
    ? `https://syndication.twitter.com/srv/timeline-profile/screen-name/${encodeURIComponent(user)}?dnt=true`
    : `https://www.instagram.com/${encodeURIComponent(user)}/embed`
}

/**
 * What a network's frame may do: run its own scripts with its own cookies (in its own origin, so it
 * cannot reach this site's pages or storage) and open the profile in a new window. It cannot move
 * this page, open dialogs or download anything.
 */
export const frameSandbox = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox'

function firstPathPart(address: string): string | undefined {
  try {
    return new URL(address).pathname.split('/').find(Boolean)
  } catch {
    return undefined
  }
}
