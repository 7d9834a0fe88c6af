import { Type, type Static } from '@sinclair/typebox'
import { Button, Image, itemsNamed, labelled, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const heroButtonSchema = Button('A button under the headline.')

export const heroSchema = Type.Object(
  {
    heading: labelled('heading', Text('The big headline at the top of the page. It becomes the page heading (h1).')),
    intro: Type.Optional(labelled('line under the heading', Text('One or two sentences under the headline.'))),
    image: Type.Optional(labelled('picture', Image('A background picture behind the headline.'))),
    buttons: Type.Optional(
      labelled(
        'buttons',
        Type.Array(heroButtonSchema, {
          maxItems: 3,
          description: 'Up to three buttons under the headline.',
          ...itemsNamed('button'),
        }),
      ),
    ),
  },
  { additionalProperties: false },
)

export type HeroButton = Static<typeof heroButtonSchema>
export type HeroProps = Static<typeof heroSchema>

export const heroExample: HeroProps = {
  heading: 'Welcome to our business',
  intro: 'What we do, where, and for whom, in a sentence.',
  buttons: [
    { label: 'Get a Quote', form: 'quote' },
    { label: 'Our Services', link: '/about' },
  ],
}

export const definition = defineBlock({
  schema: heroSchema,
  label: 'Page opening with heading and picture',
  summary: "The big headline (the page's h1), an intro, a background picture and up to three buttons.",
  example: heroExample,
  pageHeading: (props) => props.heading,
  sharedImage: (props) => props.image?.src,
})
