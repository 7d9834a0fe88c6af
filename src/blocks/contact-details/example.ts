import type { ContactDetailsProps } from './schema.ts'

export const contactDetailsExample: ContactDetailsProps = {
  heading: 'Get in Touch',
  intro: 'Call, message or visit us. We reply the same day.',
  phones: ['Bookings', 'Office'],
}
