import { Type, type Static } from '@sinclair/typebox'
import { Button, labelled, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const callToActionSchema = Type.Object(
  {
    heading: Type.Optional(labelled('heading', Text('A short heading.'))),
    text: Type.Optional(labelled('text', Text('A sentence that leads to the button.'))),
    button: labelled('button', Button('The button.')),
  },
  { additionalProperties: false },
)

export type CallToActionProps = Static<typeof callToActionSchema>

export const callToActionExample: CallToActionProps = {
  heading: 'Want more tips?',
  text: 'Read our guides and news, with a new post every month.',
  button: { label: 'Read Our Blog', link: '/blog' },
}

export const definition = defineBlock({
  schema: callToActionSchema,
  label: 'Invitation with a button',
  summary: 'A short heading, a sentence and one button.',
  example: callToActionExample,
})
