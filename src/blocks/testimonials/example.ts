import type { TestimonialsProps } from './schema.ts'

export const testimonialsExample: TestimonialsProps = {
  heading: 'What Our Customers Say',
  intro: 'Homes and offices across Nairobi trust us with their cleaning.',
  items: [
    { name: 'Wanjiku M.', location: 'Kahawa Sukari', text: 'My carpet looked new again and was dry the same evening.' },
    { name: 'Brian O.', location: 'Ruiru', text: 'They fumigated our flat and the cockroaches have not come back.' },
    { name: 'Amina K.', location: 'Westlands', text: 'Our office sofas were spotless, and the team was on time.' },
  ],
}
