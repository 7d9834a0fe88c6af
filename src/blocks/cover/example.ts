import type { CoverProps } from './schema.ts'

export const coverExample: CoverProps = {
  heading: 'Carpet Cleaning Services in Kenya',
  intro: 'Deep cleaning that dries in under 24 hours, with free same-day pick-up and delivery.',
  image: { src: '/images/carpet-cleaning.jpg', alt: 'A cleaner washing a red carpet' },
  buttons: [
    { label: 'Get a Quote', form: 'quote' },
    { label: 'Contact Us', link: '/contact' },
  ],
}
