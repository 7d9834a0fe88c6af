import type { CallToActionProps } from './schema.ts'

export const callToActionExample: CallToActionProps = {
  heading: 'Want more cleaning tips?',
  text: 'Read our guides to keeping carpets, sofas and mattresses fresh between cleanings.',
  button: { label: 'Read Our Cleaning Tips Blogs', link: '/blog' },
}
