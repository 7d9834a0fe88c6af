import type { FormDefinition } from '../schema.ts'
import { honeypotField } from '../json-schema.ts'
import type { FormValues } from '../validate.ts'

export type SendResult = 'sent' | 'refused' | 'unreachable'

/** Where a form is posted: its own action, or the site's receiver. */
export const endpointOf = (formId: string, form: FormDefinition): string =>
  form.action?.post ?? `/api/forms/${encodeURIComponent(formId)}`

/**
 * Posts the values as JSON. The idempotency key stays the same across retries of one submission
 * (see `attemptFor`), so the receiver stores it once.
 */
export async function postForm(
  url: string,
  values: FormValues,
  honeypot: string,
  idempotencyKey: string,
): Promise<SendResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(honeypot ? { ...values, [honeypotField]: honeypot } : values),
    })
    return response.ok ? 'sent' : 'refused'
  } catch {
    return 'unreachable'
  }
}

/** "Name: {name}" with the visitor's values in place of the braces. */
export function withFieldValues(template: string, values: FormValues): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '')
}

export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/** An attempt to send a form: its idempotency key and the content sent under it. */
export interface SendAttempt {
  key: string
  content: string
}

/**
 * The attempt for sending `content`: the previous one again when the content is the same (a retry,
 * which the receiver stores once), or a new key when the visitor changed anything since, so the
 * corrected content is stored rather than matched to the first.
 */
export function attemptFor(previous: SendAttempt | undefined, content: string): SendAttempt {
  return previous?.content === content ? previous : { key: newIdempotencyKey(), content }
}
