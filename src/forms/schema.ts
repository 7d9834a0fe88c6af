import { Type, type Static } from '@sinclair/typebox'
import { Choice, forTheDeveloper, itemsNamed, labelled, Text } from '../schema/fields.ts'
import { fieldKinds, fieldRules, type FieldKind } from './kinds/rules.ts'

export { fieldKinds, type FieldKind }

/** "text" (one line of text), "email" (email address), …: the kinds as the checker's hint lists them. */
const kindsInWords = fieldKinds.map((kind) => `"${kind}" (${fieldRules[kind].words.toLowerCase()})`).join(', ')

/** The kind each other word editors write for one means ("phone" → "tel"), from the kinds' rules. */
const meantKinds: Record<string, FieldKind> = Object.fromEntries(
  fieldKinds.flatMap((kind) => (fieldRules[kind].alsoCalled ?? []).map((word) => [word, kind])),
)

/** A limit of a time or number field: a time like "09:00", or a number. */
const Limit = (label: string, description: string) =>
  Type.Unsafe<string | number>({
    type: ['string', 'number'],
    'x-label': label,
    description,
    expected: 'a time like "09:00" for a time of day, or a number for a number field',
  })

const optionSchema = Type.Object(
  {
    label: labelled('words in the list', Text('What the visitor sees in the list.')),
    value: labelled(
      'value sent',
      forTheDeveloper(
        Type.String({
          description: 'What is sent. Each option of a list needs its own value.',
          pattern: '^[a-z0-9][a-z0-9-]*$',
          expected: 'lower-case words joined by hyphens, like "post-construction"',
          suggest: 'slug',
        }),
      ),
    ),
  },
  { additionalProperties: false },
)

const fieldSchema = Type.Object(
  {
    name: labelled(
      'inner name',
      forTheDeveloper(
        Type.String({
          description:
            'A short name for this box, in letters and digits with no spaces, such as firstName. The inbox and the WhatsApp message know the answer by it.',
          pattern: '^[A-Za-z][A-Za-z0-9]*$',
          expected: 'letters and digits only, like "firstName"',
        }),
      ),
    ),
    label: labelled('label', Text('The label visitors see above the field.')),
    kind: labelled(
      'kind of answer',
      Choice(
        fieldKinds,
        'What the visitor gives: one line of text, an email address, a phone number, several lines, a choice from a list, a day, a yes or no, a time of day, or a number.',
        {
          hint: `Kinds: ${kindsInWords}.`,
          meant: meantKinds,
        },
      ),
    ),
    required: Type.Optional(
      labelled(
        'message when it is left empty',
        Text('Makes the field required; this is the message shown when it is left empty.'),
      ),
    ),
    invalid: Type.Optional(
      labelled(
        'message when the answer is not right',
        Text('The message shown when the value is not valid: a wrong email, phone number or a date in the past.'),
      ),
    ),
    placeholder: Type.Optional(
      labelled(
        'hint inside the empty box',
        Text('A hint shown inside the empty field, for example "Your Email Address".'),
      ),
    ),
    options: Type.Optional(
      labelled(
        'choices',
        Type.Array(optionSchema, {
          minItems: 1,
          description: 'The choices of a list field.',
          ...itemsNamed('choice'),
          // The editor says when these look like the services and do not follow them.
          'x-choice-list': true,
        }),
      ),
    ),
    /** `services`: the list offers the site's services, then its own `options` (src/model/service-choices.ts). */
    optionsFrom: Type.Optional(
      labelled(
        'choices from your services',
        Choice(
          ['services'],
          'Offers every service as a choice, by its name in each language, and follows the services as they are added, renamed or removed. Choices typed under options come after the services, for example "Something else".',
          { hint: 'Write optionsFrom: services on a field of kind: select.', meant: { service: 'services' } },
        ),
      ),
    ),
    min: Type.Optional(
      Limit(
        'Earliest time, or smallest number',
        'For a time of day, the earliest time accepted, like "09:00" (the opening hours when left out). For a number, the smallest number accepted.',
      ),
    ),
    max: Type.Optional(
      Limit(
        'Latest time, or largest number',
        'For a time of day, the latest time accepted, like "17:00" (the opening hours when left out). For a number, the largest number accepted.',
      ),
    ),
    step: Type.Optional(
      Type.Number({
        'x-label': 'Steps between answers',
        description:
          'For a time of day, the minutes between the times accepted, like 30 for on the hour and half past (any minute when left out). For a number, the gap between the numbers accepted, like 0.5 (whole numbers when left out).',
      }),
    ),
  },
  { additionalProperties: false, description: 'One field of the form.' },
)

const actionSchema = Type.Object(
  {
    whatsapp: Type.Optional(
      labelled(
        'WhatsApp message',
        Text(
          'Send the form as a WhatsApp message to the business number. Write the message with the field names in braces, for example "Name: {name}".',
        ),
      ),
    ),
    post: Type.Optional(
      labelled(
        'other address',
        Type.String({
          description: 'Send the form to another web address instead of this website’s own inbox.',
          pattern: '^(/|https://)',
          expected: 'an address of this site like "/api/forms/contact" or a full https:// address',
        }),
      ),
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
    title: labelled('title', Text('The heading of the form.')),
    intro: Type.Optional(labelled('line under the heading', Text('A sentence under the heading.'))),
    fields: labelled(
      'fields',
      Type.Array(fieldSchema, { minItems: 1, description: 'The fields, top to bottom.', ...itemsNamed('field') }),
    ),
    submitLabel: Type.Optional(
      labelled('words on the send button', Text('The words on the send button. Defaults to "Send".')),
    ),
    action: Type.Optional(labelled('where the answers go', forTheDeveloper(actionSchema))),
    success: Type.Optional(labelled('thank-you message', Text('What the visitor is told when the form was sent.'))),
    successDetail: Type.Optional(labelled('second thank-you line', Text('A second line under the success message.'))),
    failure: Type.Optional(
      labelled('message when sending fails', Text('What the visitor is told when the receiver refused or failed.')),
    ),
    networkFailure: Type.Optional(
      labelled(
        'message when there is no connection',
        Text('What the visitor is told when the receiver could not be reached at all.'),
      ),
    ),
  },
  { additionalProperties: false, description: 'A form: its fields, where it goes and what the visitor is told.' },
)

export type FormDefinition = Static<typeof formSchema>
export type FormField = Static<typeof fieldSchema>
