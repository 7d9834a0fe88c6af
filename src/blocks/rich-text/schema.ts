import { Type, type Static } from '@sinclair/typebox'
import { labelled, LongText, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const richTextSchema = Type.Object(
  {
    heading: Type.Optional(labelled('heading', Text('A heading above the text.'))),
    text: labelled('text', LongText('The text. Leave a blank line between paragraphs.')),
  },
  { additionalProperties: false },
)

export type RichTextProps = Static<typeof richTextSchema>

export const richTextExample: RichTextProps = {
  heading: 'Why choose us',
  text: 'We bring our own supplies.\n\nYou pay only when the work is done and you are happy with it.',
}

export const definition = defineBlock({
  schema: richTextSchema,
  label: 'Heading and text',
  summary: 'A heading and paragraphs (blank lines between them).',
  example: richTextExample,
})
