import { Type, type Static } from '@sinclair/typebox'
import { itemsNamed, labelled, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const counterSchema = Type.Object(
  {
    label: labelled('label', Text('What was counted, for example "Happy Customers".')),
    value: labelled(
      'number',
      Type.Integer({
        minimum: 0,
        description: 'The number the counter stops at.',
        expected: 'a whole number like 500',
      }),
    ),
    suffix: Type.Optional(
      labelled(
        'after the number',
        Type.String({ description: 'Written after the number. Defaults to "+".', maxLength: 3 }),
      ),
    ),
  },
  { additionalProperties: false, description: 'One counter.' },
)

export const countersSchema = Type.Object(
  {
    heading: Type.Optional(labelled('heading', Text('A heading above the counters.'))),
    items: labelled(
      'counters',
      Type.Array(counterSchema, {
        minItems: 1,
        maxItems: 8,
        description: 'The counters, left to right.',
        ...itemsNamed('counter'),
      }),
    ),
  },
  { additionalProperties: false },
)

export type Counter = Static<typeof counterSchema>
export type CountersProps = Static<typeof countersSchema>

export const countersExample: CountersProps = {
  heading: 'Our Work in Numbers',
  items: [
    { label: 'Happy Customers', value: 500 },
    { label: 'Projects Finished', value: 200 },
    { label: 'Homes Served', value: 1200 },
    { label: 'Satisfaction Guarantee', value: 100, suffix: '%' },
  ],
}

export const definition = defineBlock({
  schema: countersSchema,
  label: 'Numbers that count up',
  summary: 'Figures such as "500+ Happy Customers" that count up once they come into view.',
  example: countersExample,
})
