import type { FormDefinition } from './schema.ts'

/** What the visitor is told, with the spec's wording where site.yaml says nothing. */
export function formMessages(form: FormDefinition) {
  return {
    sending: 'Sending…',
    success: form.success ?? 'Thank you! Your message has been sent.',
    successDetail: form.successDetail,
    failure: form.failure ?? 'Sorry, your message could not be sent. Please try again.',
    networkFailure: form.networkFailure ?? form.failure ?? 'Sorry, we could not be reached. Please try again.',
    invalid: 'Please correct the fields marked below.',
  }
}
