import type { FormDefinition } from './schema.ts'
import { messageFor } from './messages.ts'
import { checkValue } from './rules.ts'
import type { FormLanguage } from './form-language.ts'

export type FormValues = Record<string, string>
export type FormErrors = Record<string, string>

/** Every field's error message in the form's language, by field name; empty when the form may be sent. */
export function validateForm(
  form: FormDefinition,
  values: FormValues,
  today: string,
  language: FormLanguage,
): FormErrors {
  const errors: FormErrors = {}
  const sent = cleanValues(form, values)
  for (const field of form.fields) {
    const problem = checkValue(field, sent[field.name] ?? '', today)
    if (problem) errors[field.name] = messageFor(field, problem, language)
  }
  return errors
}

/** The values as sent: every field, trimmed. */
export function cleanValues(form: FormDefinition, values: FormValues): FormValues {
  return Object.fromEntries(form.fields.map((field) => [field.name, (values[field.name] ?? '').trim()]))
}
