import type { FormDefinition, FormField } from '../../src/forms/schema.ts'
import { shownValue } from '../../src/forms/shown-value.ts'
import { businessLanguage } from '../../src/forms/business-language.ts'
import { defaultTimeZone, localTime } from '../../src/model/time/local-time.ts'
import { oneLine } from '../security/one-line.ts'
import { languageName } from '../../src/languages/site-languages.ts'
import type { Submission } from '../storage/submissions.ts'

/** Every way a visitor's text can end a line. */
const lineEnd = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/u

/** What starts each further line of a several-line answer, so it reads as part of the answer above it. */
const continuation = '  '

/**
 * One field of a submission as the notification e-mail shows it, starting `Label: `, the answer as the inbox
 * words it (a choice by its label, a yes/no as "Yes" or "No", a day and a time as people read them). A one-line field
 * stays on that line (line breaks and other control characters become spaces); a several-line field
 * keeps its line breaks, each further line indented under the label. So nothing a visitor types can
 * start a line of its own that reads as another field.
 */
export function fieldLines(field: Pick<FormField, 'label' | 'kind' | 'options'>, sent: string): string[] {
  const label = oneLine(field.label)
  const value = shownValue(field, sent, businessLanguage)
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

/**
 * The plain text of the e-mail about a submission: each field, then when it came, as the business's clock in
 * `timeZone` reads it, the language the visitor used by its name when `hasLanguages` (the site has more than
 * one), and where to read it.
 */
export function notificationText(
  form: FormDefinition | undefined,
  submission: Submission,
  inbox: string,
  timeZone = defaultTimeZone,
  hasLanguages = false,
): string {
  const fields = (form?.fields ?? []).flatMap((field) => fieldLines(field, submission.data[field.name] ?? ''))
  const language = hasLanguages && submission.language ? [`Language: ${languageName(submission.language)}`] : []
  return [
    ...fields,
    '',
    `Received ${localTime(timeZone).moment(submission.createdAt)}, reference ${submission.id}.`,
    ...language,
    `Inbox: ${inbox}`,
  ].join('\n')
}
