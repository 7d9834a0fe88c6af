import type { CountersProps } from './schema.ts'

export const countersExample: CountersProps = {
  heading: 'Our Work in Numbers',
  items: [
    { label: 'Carpets Cleaned', value: 500 },
    { label: 'Sofas Cleaned', value: 200 },
    { label: 'Homes Cleaned', value: 1200 },
    { label: 'Satisfaction Guarantee', value: 100, suffix: '%' },
  ],
}
