import type { FormDefinition } from './schema.ts'
import { honeypotField } from './json-schema.ts'
import type { FormValues } from './validate.ts'

export type SendResult = 'sent' | 'refused' | 'unreachable'

/** Where a form is posted: its own action, or the site's receiver. */
export const endpointOf = (formId: string, form: FormDefinition): string =>
  form.action?.post ?? `/api/forms/${encodeURIComponent(formId)}`

/**
 * Posts the values as JSON. The idempotency key stays the same across retries of one submission,
 * so the receiver stores it once.
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
