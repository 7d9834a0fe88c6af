import { Type, type Static } from '@sinclair/typebox'
import { itemsNamed, labelled, SocialProfileName, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const socialNetworks = ['instagram', 'facebook', 'x'] as const

export const socialEmbedsSchema = Type.Object(
  {
    heading: labelled('heading', Text('The heading above the feeds, for example "Follow Us".')),
    intro: Type.Optional(labelled('line under the heading', Text('A sentence under the heading.'))),
    networks: labelled(
      'social networks',
      Type.Array(
        SocialProfileName(
          socialNetworks,
          'A network whose feed is shown. Its address is the one under Social, in Business.',
        ),
        {
          minItems: 1,
          uniqueItems: true,
          description: 'The feeds to show, left to right.',
          ...itemsNamed('social network'),
        },
      ),
    ),
  },
  { additionalProperties: false },
)

export type SocialNetwork = (typeof socialNetworks)[number]
export type SocialEmbedsProps = Static<typeof socialEmbedsSchema>

export const socialEmbedsExample: SocialEmbedsProps = {
  heading: 'Follow Us',
  intro: 'See our latest work on social media.',
  networks: ['instagram', 'facebook', 'x'],
}

export const definition = defineBlock({
  schema: socialEmbedsSchema,
  label: 'Posts from social networks',
  summary: 'Instagram, Facebook and X feeds, loaded once in view, with links to the profiles.',
  example: socialEmbedsExample,
})
