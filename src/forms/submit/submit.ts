import type { FormDefinition, FormField } from '../schema.ts'
import { shownValue } from '../shown-value.ts'
import { honeypotField } from '../json-schema.ts'
import type { FormValues } from '../validate.ts'
import type { FormLanguage } from '../form-language.ts'
import { contentDigestHeader, contentDigestOf } from './content-digest.ts'

export type SendResult = 'sent' | 'refused' | 'unreachable'

/** What sending came to, and the id the receiver gave the stored submission. */
export interface SendOutcome {
  result: SendResult
  id?: string
}

/**
 * The pauses before each resend of a post that got no answer, or the answer of a proxy whose site is
 * restarting: a minute in all, longer than a crash and restart behind the live-server guide's proxy take.
 */
export const resendPausesMs: readonly number[] = [500, 1000, 2000, 4000, 8000, 12000, 15000, 15000]

/**
 * A proxy's "the site did not answer" (502, 504), a busy server (503), a timed-out request (408), or any other
 * answer that asks for the post again (Retry-After) but "too many": that wait is longer than a page holds on.
 */
const asksForResend = (response: Response) =>
  [408, 502, 503, 504].includes(response.status) || (response.status !== 429 && response.headers.has('retry-after'))

const longestPauseMs = 15_000

/** The pause before the next resend: the planned one, or longer when the server asks, within the longest. */
function pauseBefore(planned: number, retryAfter: string | null): number {
  const asked = Number(retryAfter) * 1000
  return Number.isFinite(asked) && asked > planned ? Math.min(asked, longestPauseMs) : planned
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Where a form is posted: its own action, or the site's receiver. */
export const endpointOf = (formId: string, form: FormDefinition): string =>
  form.action?.post ?? `/api/forms/${encodeURIComponent(formId)}`

const idOf = async (response: Response): Promise<string | undefined> => {
  const answer: unknown = await response.json().catch(() => undefined)
  return typeof answer === 'object' && answer !== null && 'id' in answer && typeof answer.id === 'string'
    ? answer.id
    : undefined
}

/**
 * Posts the values as JSON, and posts them again, under the same idempotency key, while no answer comes
 * or the proxy says the site is away: the receiver stores a key once, so a resend of a post that was
 * stored before its answer was lost gives back the same id. `pauses` are the waits between resends.
 */
export async function postForm(
  url: string,
  values: FormValues,
  honeypot: string,
  idempotencyKey: string,
  pauses: readonly number[] = resendPausesMs,
): Promise<SendOutcome> {
  const body = JSON.stringify(honeypot ? { ...values, [honeypotField]: honeypot } : values)
  const digest = await contentDigestOf(body)
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey }
  if (digest) headers[contentDigestHeader] = digest
  for (let resends = 0; ; resends += 1) {
    let retryAfter: string | null = null
    try {
      const response = await fetch(url, { method: 'POST', headers, body })
      if (response.ok) return { result: 'sent', id: await idOf(response) }
      if (!asksForResend(response)) return { result: 'refused' }
      retryAfter = response.headers.get('retry-after')
    } catch {
      // No answer at all: the network, the proxy or the site was away. The same key makes a resend safe.
    }
    const planned = pauses[resends]
    if (planned === undefined) return { result: 'unreachable' }
    await sleep(pauseBefore(planned, retryAfter))
  }
}

/**
 * "Name: {name}" with the visitor's answers in place of the braces, each as the form words it in the visitor's
 * `language` (shownValue).
 */
export function withFieldValues(
  template: string,
  values: FormValues,
  fields: readonly FormField[],
  language: FormLanguage,
): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name] ?? ''
    const field = fields.find((candidate) => candidate.name === name)
    return field ? shownValue(field, value, language) : value
  })
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
