import { Type, type Static } from '@sinclair/typebox'
import { Button, Image, itemsNamed, labelled, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const coverSchema = Type.Object(
  {
    heading: labelled('heading', Text('The page title over the picture. It becomes the page heading (h1).')),
    intro: Type.Optional(labelled('line under the heading', Text('One or two sentences under the title.'))),
    image: labelled(
      'picture',
      Image(
        'The picture behind the title. As visitors scroll down, it moves a little slower than the words, which gives the page a feeling of depth.',
      ),
    ),
    buttons: Type.Optional(
      labelled(
        'buttons',
        Type.Array(Button('A button under the title.'), {
          maxItems: 3,
          description: 'Up to three buttons.',
          ...itemsNamed('button'),
        }),
      ),
    ),
  },
  { additionalProperties: false },
)

export type CoverProps = Static<typeof coverSchema>

export const coverExample: CoverProps = {
  heading: 'Our Services',
  intro: 'Done right the first time, with a free visit to see what you need.',
  image: { src: '/images/about-team.svg', alt: 'Our work in progress' },
  buttons: [
    { label: 'Get a Quote', form: 'quote' },
    { label: 'Contact Us', link: '/contact' },
  ],
}

export const definition = defineBlock({
  schema: coverSchema,
  label: 'Big picture with heading',
  summary:
    'The page title over a picture that scrolls at half speed (in browsers with scroll-driven animations, not with reduced motion), with buttons.',
  example: coverExample,
  pageHeading: (props) => props.heading,
  sharedImage: (props) => props.image?.src,
})
