import { Type, type Static } from '@sinclair/typebox'
import { defineBlock } from '../../schema/define-block.ts'
import { faqItemSchema } from '../../schema/faq.ts'
import { itemsNamed, labelled, Text } from '../../schema/fields.ts'

export const faqSchema = Type.Object(
  {
    heading: labelled('heading', Text('The heading above the questions, for example "Questions and answers".')),
    items: labelled(
      'questions',
      Type.Array(faqItemSchema, { minItems: 1, description: 'The questions, in order.', ...itemsNamed('question') }),
    ),
  },
  { additionalProperties: false },
)

export type FaqProps = Static<typeof faqSchema>

export const faqExample: FaqProps = {
  heading: 'Questions and answers',
  items: [
    { question: 'How do I book?', answer: 'Call us or send the booking form, and we confirm the day.' },
    { question: 'How can I pay?', answer: 'By card, by bank transfer or in cash.\n\nYou pay once the work is done.' },
  ],
}

export const definition = defineBlock({
  schema: faqSchema,
  label: 'Questions and answers',
  summary: "Questions and answers on the page, opened one at a time like the footer's `faq`.",
  example: faqExample,
})
