import type { FormDefinition, FormField } from './schema.ts'
import { fieldRules } from './kinds/rules.ts'
import type { ValueProblem } from './rules.ts'

/** What the visitor is told about the form, with the spec's wording where site.yaml says nothing. */
export function formMessages(form: FormDefinition) {
  return {
    submit: form.submitLabel ?? 'Send',
    sending: 'Sending…',
    success: form.success ?? 'Thank you! Your message has been sent.',
    successDetail: form.successDetail,
    failure: form.failure ?? 'Sorry, your message could not be sent. Please try again.',
    networkFailure: form.networkFailure ?? form.failure ?? 'Sorry, we could not be reached. Please try again.',
    invalid: 'Please correct the fields marked below.',
  }
}

/** What is wrong with a field's value, in the words the browser shows under it and the receiver answers with. */
export function messageFor(field: FormField, problem: ValueProblem): string {
  if (problem === 'missing') return field.required ?? `${field.label} is required`
  const { invalidMessage } = fieldRules[field.kind]
  return field.invalid ?? (typeof invalidMessage === 'string' ? invalidMessage : invalidMessage(field))
}
