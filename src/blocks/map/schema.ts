import { Type, type Static } from '@sinclair/typebox'
import { headingAndIntro, Image, labelled, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const mapSchema = Type.Object(
  {
    ...headingAndIntro('A heading above the map, for example "Our Offices".'),
    query: Type.Optional(
      labelled('place the map shows', Text('What the map looks up. Defaults to the business address.')),
    ),
    height: Type.Optional(
      labelled(
        'height',
        Type.Integer({ minimum: 200, maximum: 800, description: 'The height of the map in pixels. Defaults to 450.' }),
      ),
    ),
    picture: labelled('picture', Image('A picture shown in place of the map until the visitor asks for the live map.')),
  },
  { additionalProperties: false },
)

export type MapProps = Static<typeof mapSchema>

export const mapExample: MapProps = {
  heading: 'Our Offices',
  intro: 'Visit us Monday to Saturday.',
  picture: { src: '/images/contact.svg', alt: 'Street map around our office' },
}

export const definition = defineBlock({
  schema: mapSchema,
  label: 'Map',
  summary: 'A picture of the area; the live map loads only when the visitor asks for it.',
  example: mapExample,
})
