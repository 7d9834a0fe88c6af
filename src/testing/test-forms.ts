import type { FieldKind, FormDefinition, FormField } from '../forms/schema.ts'
import { defaultTimeZone as businessTimeZone, todayIn } from '../model/time/local-time.ts'

// Forms like the site's, for the component, rule and receiver tests: the site never imports this file.

/** The services of the booking form's list, by the value it sends. */
const testServices = { carpet: 'Carpet Cleaning', sofa: 'Sofa Cleaning' }

/** Fields as the site's forms write them, each required with its own message. */
export const testFields = {
  name: { name: 'name', label: 'Name', kind: 'text', required: 'Name is required' },
  email: { name: 'email', label: 'Email', kind: 'email', required: 'Email is required' },
  phone: { name: 'phone', label: 'Phone number', kind: 'tel', required: 'Phone number is required' },
  service: {
    name: 'service',
    label: 'Service',
    kind: 'select',
    required: 'Service is required',
    options: Object.entries(testServices).map(([value, label]) => ({ label, value })),
  },
  date: { name: 'date', label: 'Preferred date', kind: 'date', required: 'Date is required' },
  message: { name: 'message', label: 'Message', kind: 'textarea', required: 'Message is required' },
} satisfies Record<string, FormField>

/** The quote form: sent by WhatsApp, with a success message and its detail. */
export const testQuoteForm: FormDefinition = {
  title: 'Get a Free Quote',
  action: { whatsapp: 'Name: {name}\nMessage: {message}' },
  success: 'Thank you!',
  successDetail: "We're redirecting you to WhatsApp now...",
  fields: [{ ...testFields.name, label: 'Your name' }, testFields.message],
}

/** The booking form: sent to the receiver, with every message the visitor can be told. */
export const testBookingForm: FormDefinition = {
  title: 'Book a Cleaning Session',
  submitLabel: 'Book Now',
  success: 'Booking submitted successfully!',
  failure: 'Failed to submit booking. Please try again.',
  networkFailure: 'There was an error sending your message.',
  fields: [testFields.name, testFields.phone, testFields.service, testFields.date],
}

/** The services in a list typed by hand, as written before choices followed the services: other words, short values. */
export const handTypedServiceOptions = [
  { label: 'Carpet Cleaning', value: 'carpet' },
  { label: 'Upholstery and Sofa Cleaning', value: 'sofa' },
]

const contactServices = ['upholstery', 'office', 'tiles', 'hardwood', 'window', 'pressure', 'construction']

/** Every form the receiver tests know: the old contact form's fields, a booking, a newsletter, a quote, a form sent elsewhere. */
export const testForms: Record<string, FormDefinition> = {
  contact: {
    title: 'Contact Us',
    fields: [
      { name: 'firstName', label: 'First Name', kind: 'text', required: 'First name is required' },
      { name: 'lastName', label: 'Last Name', kind: 'text', required: 'Last name is required' },
      testFields.email,
      { name: 'contactNumber', label: 'Contact Number', kind: 'tel', required: 'Contact number is required' },
      {
        name: 'cleaningService',
        label: 'Cleaning Service',
        kind: 'select',
        required: 'Choose a service',
        options: contactServices.map((value) => ({ label: value, value })),
      },
      testFields.message,
    ],
  },
  booking: testBookingForm,
  newsletter: { title: 'Newsletter', fields: [testFields.email] },
  quote: testQuoteForm,
  partner: {
    title: 'Elsewhere',
    action: { post: 'https://hooks.example.com/partner' },
    fields: [{ name: 'name', label: 'Name', kind: 'text' }],
  },
}

/** A value each kind of field accepts; `n` varies it. Every kind needs one: the type says so. */
const validValues: Record<FieldKind, (field: FormField, n: number) => string> = {
  text: (_field, n) => `Wanjiru ${n}`,
  email: (_field, n) => `visitor${n}@example.com`,
  tel: () => '0712 345 678',
  textarea: (_field, n) => `Please clean our sofa, number ${n}.\nThank you!`,
  select: (field, n) => field.options?.[n % field.options.length]?.value ?? '',
  date: () => todayIn(businessTimeZone, new Date(Date.now() + 2 * 86_400_000)),
  'yes-no': (_field, n) => (n % 2 === 0 ? 'yes' : 'no'),
  time: (field) => (typeof field.min === 'string' ? field.min : '10:00'),
  number: (field) => String(field.min ?? 1),
}

/** A value the field accepts; `n` varies it. */
export const validValue = (field: FormField, n = 0): string => validValues[field.kind](field, n)

/** A body the form accepts. */
export const validBody = (form: FormDefinition, n = 0): Record<string, string> =>
  Object.fromEntries(form.fields.map((field) => [field.name, validValue(field, n)]))

/** The error message shown under a form field: the text that describes it. */
export const errorUnder = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent
