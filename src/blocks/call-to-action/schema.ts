import { Type, type Static } from '@sinclair/typebox'
import { Button, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const callToActionSchema = Type.Object(
  {
    heading: Type.Optional(Text('A short heading.')),
    text: Type.Optional(Text('A sentence that leads to the button.')),
    button: Button('The button.'),
  },
  { additionalProperties: false },
)

export type CallToActionProps = Static<typeof callToActionSchema>

export const callToActionExample: CallToActionProps = {
  heading: 'Want more cleaning tips?',
  text: 'Read our guides to keeping carpets, sofas and mattresses fresh between cleanings.',
  button: { label: 'Read Our Cleaning Tips Blogs', link: '/blog' },
}

export const definition = defineBlock({
  schema: callToActionSchema,
  label: 'Invitation with a button',
  example: callToActionExample,
})
