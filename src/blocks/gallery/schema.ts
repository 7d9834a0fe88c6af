import { Type, type Static } from '@sinclair/typebox'
import { headingAndIntro, Image, itemsNamed, labelled, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const galleryImageSchema = Type.Composite(
  [
    Image('One picture.'),
    Type.Object({ caption: Type.Optional(labelled('caption', Text('A short line under the picture.'))) }),
  ],
  { additionalProperties: false, description: 'One picture of the gallery.' },
)

export const gallerySchema = Type.Object(
  {
    ...headingAndIntro('A heading above the pictures, for example "Our Work".'),
    images: labelled(
      'pictures',
      Type.Array(galleryImageSchema, { minItems: 1, description: 'The pictures, in order.', ...itemsNamed('picture') }),
    ),
  },
  { additionalProperties: false },
)

export type GalleryImage = Static<typeof galleryImageSchema>
export type GalleryProps = Static<typeof gallerySchema>

export const galleryExample: GalleryProps = {
  heading: 'Our Work',
  intro: 'A few of the homes and offices we have worked for.',
  images: [
    {
      src: '/images/gallery/2.svg',
      alt: 'A yellow sofa, half before and half after our work',
      caption: 'Sofa, before and after',
    },
    { src: '/images/gallery/3.svg', alt: 'A sparkling tiled bathroom' },
    { src: '/images/gallery/1.svg', alt: '' },
  ],
}

export const definition = defineBlock({
  schema: gallerySchema,
  label: 'Picture gallery',
  summary: 'A grid of pictures with captions; a picture opens larger.',
  example: galleryExample,
})
