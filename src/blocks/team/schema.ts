import { Type, type Static } from '@sinclair/typebox'
import { defineBlock } from '../../schema/define-block.ts'
import { Image, itemsNamed, labelled, LongText, Text } from '../../schema/fields.ts'

export const memberSchema = Type.Object(
  {
    name: labelled('name', Text('The person’s name as they agreed to have it shown, for example "Jane Doe".')),
    role: labelled('role', Text('What they do, for example "Manager" or "Founder".')),
    photo: Type.Optional(
      labelled(
        'photo',
        Image('A photo of the person, shown in a circle. Without one, their initials are shown in its place.'),
      ),
    ),
    about: Type.Optional(labelled('about them', LongText('A few lines about them.'))),
  },
  { additionalProperties: false, description: 'One person of the team.' },
)

export const teamSchema = Type.Object(
  {
    heading: labelled('heading', Text('The heading above the team, for example "Our Team".')),
    intro: Type.Optional(labelled('line under the heading', Text('A sentence under the heading.'))),
    members: labelled(
      'people',
      Type.Array(memberSchema, {
        minItems: 1,
        description: 'The people, in the order shown.',
        ...itemsNamed('person'),
      }),
    ),
  },
  { additionalProperties: false },
)

export type TeamMember = Static<typeof memberSchema>
export type TeamProps = Static<typeof teamSchema>

export const teamExample: TeamProps = {
  heading: 'Our Team',
  intro: 'The people you will meet.',
  members: [
    { name: 'Jane Doe', role: 'Founder', about: 'Jane started the business and still answers the phone most days.' },
    { name: 'Sam Lee', role: 'Manager', about: 'Sam plans each week’s work and keeps every booking on time.' },
  ],
}

export const definition = defineBlock({
  schema: teamSchema,
  label: 'The team',
  summary: "The team as cards: name, role, a few lines, and a photo or the person's initials.",
  example: teamExample,
})
