import { Type, type Static } from '@sinclair/typebox'
import { FormId, labelled } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const formBlockSchema = Type.Object(
  {
    form: labelled('form', FormId('The id of a form under "forms:" to show here, for example contact.')),
  },
  { additionalProperties: false, description: 'A form from "forms:", shown in the page.' },
)

export type FormBlockProps = Static<typeof formBlockSchema>

export const formBlockExample: FormBlockProps = { form: 'quote' }

export const definition = defineBlock({
  schema: formBlockSchema,
  label: 'Form visitors fill in',
  summary: 'A form from `forms`, in the page.',
  example: formBlockExample,
})
