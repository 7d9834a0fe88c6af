import type { ServiceCardsProps } from './schema.ts'

export const serviceCardsExample: ServiceCardsProps = {
  heading: 'Our Services',
  intro: 'Cleaning and fumigation for homes, rentals and businesses.',
}
