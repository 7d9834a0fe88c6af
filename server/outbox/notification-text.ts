import type { FormDefinition, FormField } from '../../src/forms/schema.ts'
import { oneLine } from '../security/one-line.ts'
import type { Submission } from '../storage/submissions.ts'

/** Every way a visitor's text can end a line. */
const lineEnd = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/u

/** What starts each further line of a several-line answer, so it reads as part of the answer above it. */
const continuation = '  '

/**
 * One field of a submission as the notification e-mail shows it, starting `Label: `. A one-line field
 * stays on that line (line breaks and other control characters become spaces); a several-line field
 * keeps its line breaks, each further line indented under the label. So nothing a visitor types can
 * start a line of its own that reads as another field.
 */
export function fieldLines(field: Pick<FormField, 'label' | 'kind'>, value: string): string[] {
  const label = oneLine(field.label)
  if (field.kind !== 'textarea') return [`${label}: ${oneLine(value)}`]
  const [first = '', ...rest] = value.trimEnd().split(lineEnd).map(oneLine)
  return [`${label}: ${first}`, ...rest.map((line) => continuation + line)]
}

/** The subject of the e-mail about a submission of `form` (named `formName` in the site). */
export const notificationSubject = (form: FormDefinition | undefined, formName: string): string =>
  oneLine(`New ${form?.title ?? formName} request from the website`)

/**
 * Where the e-mail's reader finds the inbox: /admin on ADMIN_HOST when it is set (the only host that serves
 * /admin then), else /admin on the site's own address.
 */
export function inboxUrl(siteUrl: string, adminHost: string | undefined): string {
  const host = adminHost?.trim().toLowerCase().replace(/\.$/, '')
  return host ? `https://${host}/admin` : `${siteUrl.replace(/\/+$/, '')}/admin`
}

/** The plain text of the e-mail about a submission: each field, then when it came and where to read it. */
export function notificationText(form: FormDefinition | undefined, submission: Submission, inbox: string): string {
  const fields = (form?.fields ?? []).flatMap((field) => fieldLines(field, submission.data[field.name] ?? ''))
  return [
    ...fields,
    '',
    `Received ${new Date(submission.createdAt).toISOString()}, reference ${submission.id}.`,
    `Inbox: ${inbox}`,
  ].join('\n')
}
