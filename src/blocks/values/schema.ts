import { Type, type Static } from '@sinclair/typebox'
import { labelled, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const valuesSchema = Type.Object(
  {
    heading: Type.Optional(
      labelled('heading', Text('Replaces the heading written under "values:" for this page only.')),
    ),
  },
  { additionalProperties: false, description: 'The values written once under "values:".' },
)

export type ValuesProps = Static<typeof valuesSchema>

export const valuesExample: ValuesProps = {
  heading: 'What We Stand For',
}

export const definition = defineBlock({
  schema: valuesSchema,
  label: 'Company values',
  summary: 'The company values from `values`.',
  example: valuesExample,
})
