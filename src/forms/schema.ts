import { Type, type Static } from '@sinclair/typebox'
import { Choice, forTheDeveloper, Text } from '../schema/fields.ts'

export const fieldKinds = ['text', 'email', 'tel', 'textarea', 'select', 'date'] as const

const optionSchema = Type.Object(
  {
    label: Text('What the visitor sees in the list.'),
    value: forTheDeveloper(
      Type.String({
        description: 'What is sent. Each option of a list needs its own value.',
        pattern: '^[a-z0-9][a-z0-9-]*$',
        expected: 'lower-case words joined by hyphens, like "post-construction"',
        suggest: 'slug',
      }),
    ),
  },
  { additionalProperties: false },
)

const fieldSchema = Type.Object(
  {
    name: forTheDeveloper(
      Type.String({
        description:
          'A short name for this box, in letters and digits with no spaces, such as firstName. The inbox and the WhatsApp message know the answer by it.',
        pattern: '^[A-Za-z][A-Za-z0-9]*$',
        expected: 'letters and digits only, like "firstName"',
      }),
    ),
    label: Text('The label visitors see above the field.'),
    kind: Choice(
      fieldKinds,
      'What the visitor gives: one line of text, an email address, a phone number, several lines, a choice from a list, or a day.',
      {
        hint: 'Kinds: "text" (one line), "textarea" (several lines), "email", "tel" (a phone number), "select" (a list of options), "date" (a day).',
        meant: {
          phone: 'tel',
          telephone: 'tel',
          mobile: 'tel',
          number: 'tel',
          'e-mail': 'email',
          mail: 'email',
          dropdown: 'select',
          list: 'select',
          choice: 'select',
          options: 'select',
          radio: 'select',
          message: 'textarea',
          multiline: 'textarea',
          paragraph: 'textarea',
          calendar: 'date',
          day: 'date',
          string: 'text',
          input: 'text',
        },
      },
    ),
    required: Type.Optional(Text('Makes the field required; this is the message shown when it is left empty.')),
    invalid: Type.Optional(
      Text('The message shown when the value is not valid: a wrong email, phone number or a date in the past.'),
    ),
    placeholder: Type.Optional(Text('A hint shown inside the empty field, for example "Your Email Address".')),
    options: Type.Optional(Type.Array(optionSchema, { minItems: 1, description: 'The choices of a list field.' })),
  },
  { additionalProperties: false, description: 'One field of the form.' },
)

const actionSchema = Type.Object(
  {
    whatsapp: Type.Optional(
      Text(
        'Send the form as a WhatsApp message to the business number. Write the message with the field names in braces, for example "Name: {name}".',
      ),
    ),
    post: Type.Optional(
      Type.String({
        description: 'Send the form to another web address instead of this website’s own inbox.',
        pattern: '^(/|https://)',
        expected: 'an address of this site like "/api/forms/contact" or a full https:// address',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Where the form goes. Leave it out to send it to the site’s own receiver, which stores it for the business.',
  },
)

export const formSchema = Type.Object(
  {
    title: Text('The heading of the form.'),
    intro: Type.Optional(Text('A sentence under the heading.')),
    fields: Type.Array(fieldSchema, { minItems: 1, description: 'The fields, top to bottom.' }),
    submitLabel: Type.Optional(Text('The words on the send button. Defaults to "Send".')),
    action: Type.Optional(forTheDeveloper(actionSchema)),
    success: Type.Optional(Text('What the visitor is told when the form was sent.')),
    successDetail: Type.Optional(Text('A second line under the success message.')),
    failure: Type.Optional(Text('What the visitor is told when the receiver refused or failed.')),
    networkFailure: Type.Optional(Text('What the visitor is told when the receiver could not be reached at all.')),
  },
  { additionalProperties: false, description: 'A form: its fields, where it goes and what the visitor is told.' },
)

export type FieldKind = (typeof fieldKinds)[number]
export type FormDefinition = Static<typeof formSchema>
export type FormField = Static<typeof fieldSchema>
