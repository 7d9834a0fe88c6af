import { Type, type Static } from '@sinclair/typebox'
import { labelled, LongText, Text } from './fields.ts'

/** One question and its answer: the same in the footer's questions and in a block of questions on a page. */
export const faqItemSchema = Type.Object(
  {
    question: labelled('question', Text('The question as a customer would ask it.')),
    answer: labelled('answer', LongText('The answer. Leave a blank line between paragraphs.')),
  },
  { additionalProperties: false, description: 'One question and its answer.' },
)

export type FaqItem = Static<typeof faqItemSchema>

/** Questions under a heading, as the questions' accordion draws them. */
export interface QuestionsAndAnswers {
  heading: string
  items: readonly FaqItem[]
}
