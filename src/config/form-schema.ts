import { Type, type Static } from '@sinclair/typebox'
import { Choice, Text } from './fields.ts'

const optionSchema = Type.Object(
  {
    label: Text('What the visitor sees in the list.'),
    value: Text('What is sent. Each option of a list needs its own value.'),
  },
  { additionalProperties: false },
)

const fieldSchema = Type.Object(
  {
    name: Type.String({
      description: 'The field name sent with the form, for example firstName.',
      pattern: '^[A-Za-z][A-Za-z0-9]*$',
      expected: 'letters and digits only, like "firstName"',
    }),
    label: Text('The label visitors see above the field.'),
    kind: Choice(
      ['text', 'email', 'tel', 'textarea', 'select', 'date'],
      'The kind of field: text, email, tel, textarea, select or date.',
    ),
    required: Type.Optional(Text('Makes the field required; this is the message shown when it is left empty.')),
    options: Type.Optional(Type.Array(optionSchema, { minItems: 1, description: 'The choices of a select field.' })),
  },
  { additionalProperties: false },
)

export const formSchema = Type.Object(
  {
    title: Text('The heading of the form.'),
    fields: Type.Array(fieldSchema, { minItems: 1, description: 'The fields, top to bottom.' }),
    submitLabel: Type.Optional(Text('The words on the send button.')),
    success: Type.Optional(Text('What the visitor is told when the form was sent.')),
    failure: Type.Optional(Text('What the visitor is told when sending failed.')),
  },
  { additionalProperties: false },
)

export type FormDefinition = Static<typeof formSchema>
export type FormField = Static<typeof fieldSchema>
