import type { InboxForms, Submission } from '../../model/admin-api.ts'
import { formatBusinessTime } from '../app/business-time.ts'
import { labelledFields } from './labelled-fields.ts'

/** The longest first answer quoted to name a request. */
const quotedLength = 60

/** How a request is named when asked about or removed: its form, when it came and its first answer. */
export function requestName(submission: Submission, form: InboxForms[string] | undefined): string {
  const first = labelledFields(submission, form)[0]
  const value = first?.value.replace(/\s+/g, ' ') ?? ''
  const quoted = value.length > quotedLength ? `${value.slice(0, quotedLength)}…` : value
  const answer = first ? ` (${first.label}: ${quoted})` : ''
  return `the ${form?.title ?? submission.form} request received ${formatBusinessTime(submission.createdAt)}${answer}`
}
