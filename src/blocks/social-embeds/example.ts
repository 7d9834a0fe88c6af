import type { SocialEmbedsProps } from './schema.ts'

export const socialEmbedsExample: SocialEmbedsProps = {
  heading: 'Follow Us',
  intro: 'See our latest work on social media.',
  networks: ['instagram', 'facebook', 'x'],
}
