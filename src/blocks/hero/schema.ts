import { Type, type Static } from '@sinclair/typebox'
import { Button, Image, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const heroButtonSchema = Button('A button under the headline.')

export const heroSchema = Type.Object(
  {
    heading: Text('The big headline at the top of the page. It becomes the page heading (h1).'),
    intro: Type.Optional(Text('One or two sentences under the headline.')),
    image: Type.Optional(Image('A background picture behind the headline.')),
    buttons: Type.Optional(
      Type.Array(heroButtonSchema, { maxItems: 3, description: 'Up to three buttons under the headline.' }),
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
  example: heroExample,
  pageHeading: (props) => props.heading,
  sharedImage: (props) => props.image?.src,
})
