import { Type, type Static } from '@sinclair/typebox'
import { headingAndIntro, labelled, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const serviceCardsSchema = Type.Object(
  {
    ...headingAndIntro('A heading above the cards, for example "Our Services".'),
    linkLabel: Type.Optional(
      labelled('words of the link', Text('The words of each card link. Defaults to "Learn More".')),
    ),
  },
  { additionalProperties: false, description: 'A card for each service listed under "services:".' },
)

export type ServiceCardsProps = Static<typeof serviceCardsSchema>

export const serviceCardsExample: ServiceCardsProps = {
  heading: 'Our Services',
  intro: 'Everything we do, for homes and businesses.',
}

export const definition = defineBlock({
  schema: serviceCardsSchema,
  label: 'Service cards',
  summary: 'A card for every entry of `services`, with "Learn More" links.',
  example: serviceCardsExample,
})
