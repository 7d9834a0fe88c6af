import { Type, type Static } from '@sinclair/typebox'
import { itemsNamed, labelled, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const testimonialSchema = Type.Object(
  {
    name: labelled('name', Text('The customer’s name as they agreed to have it shown.')),
    location: labelled('location', Text('Where the customer is, for example "Kahawa Sukari".')),
    text: labelled('text', Text('What the customer said.')),
  },
  { additionalProperties: false, description: 'One testimonial.' },
)

export const testimonialsSchema = Type.Object(
  {
    heading: labelled('heading', Text('The heading above the testimonials, for example "What Our Customers Say".')),
    intro: Type.Optional(labelled('line under the heading', Text('A sentence under the heading.'))),
    items: labelled(
      'testimonials',
      Type.Array(testimonialSchema, {
        minItems: 1,
        description: 'The testimonials, in the order shown.',
        ...itemsNamed('testimonial'),
      }),
    ),
  },
  { additionalProperties: false },
)

export type Testimonial = Static<typeof testimonialSchema>
export type TestimonialsProps = Static<typeof testimonialsSchema>

export const testimonialsExample: TestimonialsProps = {
  heading: 'What Our Customers Say',
  intro: 'What our customers say about us.',
  items: [
    { name: 'Wanjiku M.', location: 'Kahawa Sukari', text: 'Quick, friendly and exactly what we asked for.' },
    { name: 'Brian O.', location: 'Westlands', text: 'They came on time and left the place spotless.' },
    { name: 'Amina K.', location: 'Westlands', text: 'Our office sofas were spotless, and the team was on time.' },
  ],
}

export const definition = defineBlock({
  schema: testimonialsSchema,
  label: 'What customers say',
  summary: 'Quotes from customers with their name and area.',
  example: testimonialsExample,
})
