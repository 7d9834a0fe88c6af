import { Type, type Static } from '@sinclair/typebox'
import { headingAndIntro, itemsNamed, labelled, PhoneLabel } from '../../schema/fields.ts'
import { defineBlock } from '../../schema/define-block.ts'

export const contactDetailsSchema = Type.Object(
  {
    ...headingAndIntro('A heading, for example "Get in Touch".'),
    phones: Type.Optional(
      labelled(
        'phone numbers',
        Type.Array(PhoneLabel('The label of one of the business’s phone numbers, for example "Office".'), {
          minItems: 1,
          description: 'Which phone numbers to show, by their labels. Leave out to show them all.',
          ...itemsNamed('phone number'),
        }),
      ),
    ),
  },
  { additionalProperties: false, description: 'Phones, WhatsApp, email, opening hours and address, from "business:".' },
)

export type ContactDetailsProps = Static<typeof contactDetailsSchema>

export const contactDetailsExample: ContactDetailsProps = {
  heading: 'Get in Touch',
  intro: 'Call, message or visit us. We reply the same day.',
  phones: ['Bookings', 'Office'],
}

export const definition = defineBlock({
  schema: contactDetailsSchema,
  label: 'Address, phone and opening hours',
  summary: 'Phones, WhatsApp, email, opening hours and address, from `business`.',
  example: contactDetailsExample,
  showsBusinessDetails: true,
})
