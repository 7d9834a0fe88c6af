import { Type, type Static } from '@sinclair/typebox'
import { headingAndIntro, Image, itemsNamed, labelled, Link, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const cardSchema = Type.Object(
  {
    title: labelled('title', Text('The card title.')),
    text: labelled('text', Text('A sentence or two about it.')),
    image: Type.Optional(labelled('picture', Image('A picture at the top of the card.'))),
    link: Type.Optional(
      labelled('link', Link('Where "Learn More" on the card goes: one of the website’s pages, or another website.')),
    ),
    linkLabel: Type.Optional(
      labelled('words of the link', Text('The words of the card link. Defaults to "Learn More".')),
    ),
  },
  { additionalProperties: false, description: 'One card.' },
)

export const cardGridSchema = Type.Object(
  {
    ...headingAndIntro('A heading above the cards.'),
    cards: labelled(
      'cards',
      Type.Array(cardSchema, {
        minItems: 1,
        description: 'The cards, in the order they appear.',
        ...itemsNamed('card'),
      }),
    ),
  },
  { additionalProperties: false },
)

export type Card = Static<typeof cardSchema>
export type CardGridProps = Static<typeof cardGridSchema>

export const cardGridExample: CardGridProps = {
  heading: 'Our Services',
  cards: [
    { title: 'Repairs', text: 'Done right the first time, with a year’s guarantee.', link: '/about' },
    { title: 'Advice', text: 'Ask us anything: the first visit is free.' },
  ],
}

export const definition = defineBlock({
  schema: cardGridSchema,
  label: 'Cards side by side',
  summary: 'Cards with a title, text, optional picture and link.',
  example: cardGridExample,
})
