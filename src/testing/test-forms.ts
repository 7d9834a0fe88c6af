import type { FormDefinition } from '../forms/schema.ts'

/** The quote form as the site defines it, for component tests. */
export const testQuoteForm: FormDefinition = {
  title: 'Get a Free Quote',
  action: { whatsapp: 'Name: {name}\nMessage: {message}' },
  success: 'Thank you!',
  successDetail: "We're redirecting you to WhatsApp now...",
  fields: [
    { name: 'name', label: 'Your name', kind: 'text', required: 'Name is required' },
    { name: 'message', label: 'Message', kind: 'textarea', required: 'Message is required' },
  ],
}
