import type { InboxForms, InboxSubmission } from '../../model/admin-api.ts'

export interface LabelledValue {
  name: string
  label: string
  value: string
}

/**
 * The filled-in values of a submission, in the order of its form's fields and under their labels;
 * values the form no longer has follow under their sent names, so nothing stored is hidden.
 */
export function labelledFields(submission: InboxSubmission, form: InboxForms[string] | undefined): LabelledValue[] {
  const fields = form?.fields ?? []
  const known = new Set(fields.map((field) => field.name))
  const filled = (name: string) => String(submission.data[name] ?? '').trim() !== ''
  return [
    ...fields.filter((field) => filled(field.name)),
    ...Object.keys(submission.data)
      .filter((name) => !known.has(name) && filled(name))
      .map((name) => ({ name, label: name })),
  ].map(({ name, label }) => ({ name, label, value: String(submission.data[name]) }))
}
