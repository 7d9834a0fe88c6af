import type { CardGridProps } from './schema.ts'

export const cardGridExample: CardGridProps = {
  heading: 'Our Services',
  cards: [
    { title: 'Carpet Cleaning', text: 'Deep cleaning that dries in under 24 hours.', link: '/carpetcleaning' },
    { title: 'Fumigation', text: 'Safe treatment against bedbugs, cockroaches and termites.' },
  ],
}
