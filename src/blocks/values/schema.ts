import { Type, type Static } from '@sinclair/typebox'
import { labelled, Text } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const valuesSchema = Type.Object(
  {
    heading: Type.Optional(
      labelled(
        'heading',
        Text(
          'A heading for this page only, in place of the one written in “Company values”. In site.yaml it replaces the heading under "values:".',
        ),
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      'The list of what the business stands for, written once in the part “Company values” of the website. In site.yaml they are written under "values:".',
  },
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
