import { shownValue } from '../../forms/shown-value.ts'
import { businessLanguage } from '../../forms/business-language.ts'
import type { InboxForms, Submission } from '../../model/admin-api.ts'

export interface LabelledValue {
  name: string
  label: string
  value: string
}

/**
 * The filled-in values of a request, in the order of its form's fields and under their labels, a
 * choice by the words the visitor saw; values the form no longer has follow under their sent names,
 * so nothing stored is hidden.
 */
export function labelledFields(submission: Submission, form: InboxForms[string] | undefined): LabelledValue[] {
  const fields = form?.fields ?? []
  const known = new Set(fields.map((field) => field.name))
  const sent = (name: string) => (Object.hasOwn(submission.data, name) ? String(submission.data[name] ?? '') : '')
  const filled = (name: string) => sent(name).trim() !== ''
  return [
    ...fields
      .filter((field) => filled(field.name))
      .map((field) => ({
        name: field.name,
        label: field.label,
        value: shownValue(field, sent(field.name), businessLanguage),
      })),
    ...Object.keys(submission.data)
      .filter((name) => !known.has(name) && filled(name))
      .map((name) => ({ name, label: name, value: sent(name) })),
  ]
}
