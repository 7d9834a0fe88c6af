import type { HeroProps } from './schema.ts'

export const heroExample: HeroProps = {
  heading: 'Spotless homes and offices across Nairobi',
  intro: 'Carpet, sofa and deep cleaning, and fumigation, from our base in Ruiru.',
  buttons: [
    { label: 'Get a Quote', form: 'quote' },
    { label: 'Our Services', link: '/about' },
  ],
}
