import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FormDefinition } from '../../src/forms/schema.ts'
import { honeypotField, languageField } from '../../src/forms/json-schema.ts'
import { businessLanguage } from '../../src/forms/business-language.ts'
import type { FormLanguage } from '../../src/forms/form-language.ts'
import { sentLanguage, type ReceivedLanguage } from './form-languages.ts'
import { maxLengthOf } from '../../src/forms/rules.ts'
import { isRecord } from '../../src/model/is-record.ts'
import { compileFormValidator, type FieldErrors, type FormValidator } from './form-validator.ts'
import type { SubmissionStore } from '../storage/submissions.ts'
import { bodyMatchesDigest, keepBodyDigests } from './body-digest.ts'
import type { LogLine } from '../log-levels.ts'

/** The largest body a form may send. */
export const maxBodyBytes = 16 * 1024

export interface FormRoutesOptions {
  /** The forms of the site being served; they change when a publish switches the site. */
  forms: () => Record<string, FormDefinition>
  /**
   * Every language of the site being served, the main one (whose forms are `forms`) first: a request is checked,
   * answered and stored in the one it was sent in. The main language alone, in English, when left out.
   */
  languages?: () => readonly ReceivedLanguage[]
  /** The business's time zone, whose today a date field starts from; Kenya's when left out. */
  timeZone?: () => string
  store: SubmissionStore
  /** Posts allowed per visitor address per minute, counted together over every submission route. */
  postsPerMinute: number
  /** Called after a submission is stored (to wake the outbox, to note the page it came from). */
  onStored: (id: string, request: FastifyRequest) => void
  log: LogLine
}

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/

const messages = {
  keyReused:
    'This Idempotency-Key was already used for a submission with different content. Send the changed form with a new key.',
  full: "The form could not be stored because this site's inbox is full. Please contact the business another way.",
  damaged: 'The form arrived damaged on its way here, so it was not stored. Please send it again.',
}

/**
 * Forms that post to this receiver: no action, or `action.post` naming their own /api/forms/<id>; each checked as
 * written in `language`, and answered in its words.
 */
export function receivableForms(
  forms: Record<string, FormDefinition>,
  timeZone?: string,
  language?: FormLanguage,
): Map<string, FormValidator> {
  return new Map(
    Object.entries(forms)
      .filter(([id, form]) => !form.action?.whatsapp && (!form.action?.post || form.action.post === `/api/forms/${id}`))
      .map(([id, form]) => [id, withLengthsFirst(form, compileFormValidator(form, undefined, timeZone, language))]),
  )
}

/**
 * Refuses over-long values before the patterns run: a pattern over a 16 KiB value can take a second
 * (the email pattern backtracks), while the limits are a few hundred characters.
 */
function withLengthsFirst(form: FormDefinition, validate: FormValidator): FormValidator {
  return (body) => {
    if (!isRecord(body)) return validate(body)
    const tooLong = form.fields.filter((field) => {
      const value = Object.hasOwn(body, field.name) ? body[field.name] : undefined
      return typeof value === 'string' && value.length > maxLengthOf(field)
    })
    if (tooLong.length === 0) return validate(body)
    return Object.fromEntries(
      tooLong.map((field) => [field.name, [`must NOT have more than ${maxLengthOf(field)} characters`]]),
    )
  }
}

/** The form a post is for, by its address. */
const formIdOf = (request: FastifyRequest) => (request.params as { id?: string } | undefined)?.id ?? 'contact'

const isJson = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json'

/** POST /api/forms/<id> and the old POST /send-email: validate, store, then answer. */
export async function formRoutes(app: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  const languages = (): readonly ReceivedLanguage[] =>
    options.languages?.() ?? [{ forms: options.forms(), language: businessLanguage }]
  let validatorsFor:
    | {
        languages: readonly ReceivedLanguage[]
        timeZone?: string
        byLanguage: Map<ReceivedLanguage, Map<string, FormValidator>>
      }
    | undefined
  /** The validators of the forms as `language` writes them, made when a request in it first comes. */
  const validators = (language: ReceivedLanguage) => {
    const known = languages()
    const timeZone = options.timeZone?.()
    if (validatorsFor?.languages !== known || validatorsFor.timeZone !== timeZone)
      validatorsFor = { languages: known, timeZone, byLanguage: new Map() }
    let made = validatorsFor.byLanguage.get(language)
    if (!made) {
      made = receivableForms(language.forms, timeZone, language.language)
      validatorsFor.byLanguage.set(language, made)
    }
    return made
  }
  const { store, log } = options
  keepBodyDigests(app)

  /** The answer to a body that is not the one the page sent; Retry-After tells the page to send it again. */
  const refuseDamaged = (formId: string, reply: FastifyReply) => {
    log(`receiver: a post to form ${formId} arrived with a body other than its Content-Digest; nothing stored`, 'warn')
    return reply
      .code(400)
      .header('retry-after', '1')
      .send({ errors: { '': [messages.damaged] } })
  }

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    // A body cut short on the way fails to parse; its Content-Digest tells it from a page's mistake.
    if (status === 400 && !bodyMatchesDigest(request)) return refuseDamaged(formIdOf(request), reply)
    if (status === 500) log(`receiver: unexpected ${error.name}: ${error.message}`, 'error')
    const message =
      status === 413
        ? `The form is larger than ${maxBodyBytes / 1024} KiB.`
        : status === 415
          ? 'Send the form as application/json.'
          : status === 500
            ? 'The form could not be stored. Please try again.'
            : error.code?.startsWith('FST_ERR_CTP')
              ? 'The body is not valid JSON.'
              : error.message
    void reply.code(status === 500 ? 503 : status)
    if (status === 500) void reply.header('retry-after', '5')
    return status === 400 ? { errors: { '': [message] } } : { error: message }
  })

  // One hook, so one counter: /send-email and every /api/forms/<id> draw on the same allowance.
  const limitPosts = app.rateLimit({ max: options.postsPerMinute, timeWindow: 60_000 })

  const receive = async (formId: string, request: FastifyRequest, reply: FastifyReply, okStatus: number) => {
    const known = languages()
    const main = known[0]!
    if (!validators(main).has(formId)) return reply.code(404).send({ error: 'No such form' })
    if (!isJson(request)) return reply.code(415).send({ error: 'Send the form as application/json.' })
    const body = request.body
    const rawKey = request.headers['idempotency-key']
    const key = typeof rawKey === 'string' && rawKey !== '' ? rawKey : undefined
    if (key !== undefined && !keyPattern.test(key))
      return reply.code(422).send({ errors: { '': ['The Idempotency-Key header is not valid.'] } })
    if (!bodyMatchesDigest(request)) return refuseDamaged(formId, reply)
    if (isRecord(body) && typeof body[honeypotField] === 'string' && body[honeypotField] !== '') {
      log(`receiver: honeypot filled on form ${formId}, nothing stored`)
      return reply.code(okStatus).send({ id: randomUUID() })
    }
    const language = sentLanguage(body, known)
    const validate = validators(language).get(formId) ?? validators(main).get(formId)!
    const errors: FieldErrors = validate(body)
    if (Object.keys(errors).length > 0) return reply.code(422).send({ errors })
    const data = Object.fromEntries(
      Object.entries(body as Record<string, string>).filter(
        ([name]) => name !== honeypotField && name !== languageField,
      ),
    )
    const saved = await store.save(formId, data, key, request.ip, language.code)
    if (saved.outcome === 'conflict') return reply.code(409).send({ error: messages.keyReused })
    if (saved.outcome === 'full') {
      log(
        `receiver: form ${formId} refused because the inbox is full (MAX_SUBMISSIONS is ${saved.limit}); raise MAX_SUBMISSIONS, or export and remove old submissions.`,
        'warn',
      )
      return reply.code(507).send({ error: messages.full })
    }
    if (saved.outcome === 'stored') {
      log(`receiver: submission ${saved.id} stored for form ${formId}`)
      options.onStored(saved.id, request)
    }
    return reply.code(okStatus).send({ id: saved.id })
  }

  app.post<{ Params: { id: string } }>(
    '/api/forms/:id',
    { bodyLimit: maxBodyBytes, onRequest: limitPosts },
    (request, reply) => receive(request.params.id, request, reply, 201),
  )
  // The old contact page posted here and judged success by status 200.
  app.post('/send-email', { bodyLimit: maxBodyBytes, onRequest: limitPosts }, (request, reply) =>
    receive('contact', request, reply, 200),
  )
}
