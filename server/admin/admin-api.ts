import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FormDefinition } from '../../src/forms/schema.ts'
import { isRecord } from '../../src/model/is-record.ts'
import type { Db } from '../storage/database.ts'
import type { SubmissionStore } from '../storage/submissions.ts'
import type { AdminAccess } from './access.ts'
import type { AdminGuard } from './admin-session.ts'
import { submissionsCsv } from './csv-export.ts'
import { isSameOrigin } from '../security/same-origin.ts'
import { failedDeliveries } from './deliveries.ts'
import type { DeviceCookies } from './device-cookie.ts'
import { loginLimit } from './login-limit.ts'
import { loginThrottle } from './login-throttle.ts'
import { passwordProblem } from './password-rules.ts'

export interface AdminApiOptions {
  db: Db
  store: SubmissionStore
  access: AdminAccess
  forms: () => Record<string, FormDefinition>
  loginsPer15Minutes: number
  /** Wakes the outbox after a delivery is put back on the schedule. */
  onRetry: () => void
  log: (message: string) => void
  guard: AdminGuard
  devices: DeviceCookies
}

/** The one account there is until there are people of their own. */
const ownerAccount = 'owner'

const waitWords = (seconds: number) => {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute']
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

const pageSize = 100
const jsonBodyLimit = 4096

type Query = Record<string, string | undefined>

/** The JSON API of the /admin app: login, password, inbox, CSV export and failed deliveries. */
export async function adminApi(app: FastifyInstance, options: AdminApiOptions): Promise<void> {
  const { store, access, forms, log } = options
  const deliveries = failedDeliveries(options.db)
  const logins = loginLimit(options.db, options.loginsPer15Minutes, 15 * 60_000)
  const throttle = loginThrottle(options.db)
  const { guard, devices } = options

  const bodyOf = (request: FastifyRequest) => (isRecord(request.body) ? request.body : {})

  // The session's CSRF token goes only to the /admin page itself: a POST from this origin with the cookie.
  app.post('/admin/api/session', { bodyLimit: jsonBodyLimit }, (request, reply) => {
    if (!isSameOrigin(request))
      return reply.code(403).send({ error: 'This request did not come from the /admin page. Reload it and try again.' })
    const session = guard.sessionOf(request)
    if (!session) return reply.code(401).send({ error: 'Not logged in.' })
    return { csrfToken: session.csrfToken, isPasswordFromEnvironment: access.isFromEnvironment }
  })
  app.get('/admin/api/session', (_request, reply) =>
    reply.code(405).header('allow', 'POST').send({ error: 'Reload the /admin page to carry on.' }),
  )

  app.post('/admin/api/login', { bodyLimit: jsonBodyLimit }, async (request, reply) => {
    // A browser that has logged in before is counted on its own; everyone else by address and by account.
    const device = devices.deviceOf(request, ownerAccount)
    const keys = device ? [`device:${device}`] : [`address:${request.ip}`, `account:${ownerAccount}`]
    const slowed = await throttle.take(keys)
    if (!slowed.isAllowed) {
      log(`admin: login from ${request.ip} refused: too many wrong passwords in a row`)
      return reply
        .code(429)
        .header('retry-after', String(slowed.retryAfterSeconds))
        .send({ error: `Too many wrong passwords. Try again in ${waitWords(slowed.retryAfterSeconds)}.` })
    }
    const permit = device ? { isAllowed: true as const, attempt: undefined } : await logins.take(request.ip)
    if (!permit.isAllowed) {
      log(`admin: login from ${request.ip} refused: too many attempts in 15 minutes`)
      const minutes = Math.ceil(permit.retryAfterSeconds / 60)
      return reply
        .code(429)
        .header('retry-after', String(permit.retryAfterSeconds))
        .send({ error: `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` })
    }
    const { password } = bodyOf(request)
    if (typeof password !== 'string' || password.length > 500 || !(await access.verify(password))) {
      log(`admin: failed login from ${request.ip}`)
      return reply.code(401).send({ error: 'Wrong password.' })
    }
    log(`admin: login from ${request.ip}`)
    if (permit.attempt !== undefined) await logins.succeeded(permit.attempt)
    await throttle.succeeded(keys)
    devices.remember(request, reply, ownerAccount, device)
    return guard.startSession(request, reply)
  })

  app.post('/admin/api/logout', { bodyLimit: jsonBodyLimit }, async (request, reply) => {
    const session = guard.require(request, reply)
    if (!session) return reply
    return guard.endSession(request, reply, session)
  })

  app.post('/admin/api/password', { bodyLimit: jsonBodyLimit }, async (request, reply) => {
    const session = guard.require(request, reply)
    if (!session) return reply
    if (access.isFromEnvironment)
      return reply.code(409).send({
        error: 'The password comes from the ADMIN_PASSWORD setting of the server; change it there.',
      })
    const { current, next } = bodyOf(request)
    if (typeof current !== 'string' || !(await access.verify(current)))
      return reply.code(422).send({ errors: { current: 'This is not the current password.' } })
    const problem = typeof next === 'string' ? passwordProblem(next) : 'Write the new password.'
    if (problem || typeof next !== 'string') return reply.code(422).send({ errors: { next: problem } })
    await access.change(next)
    await guard.endOthers(session)
    log('admin: password changed; every other session ended')
    return { ok: true }
  })

  app.get('/admin/api/forms', (request, reply) => {
    if (!guard.require(request, reply)) return reply
    return Object.fromEntries(
      Object.entries(forms()).map(([id, form]) => [
        id,
        { title: form.title, fields: form.fields.map(({ name, label }) => ({ name, label })) },
      ]),
    )
  })

  const formParam = (value: unknown) => (typeof value === 'string' && Object.hasOwn(forms(), value) ? value : undefined)

  app.get<{ Querystring: Query }>('/admin/api/submissions', (request, reply) => {
    if (!guard.require(request, reply)) return reply
    const before = Number(request.query.before)
    const items = store.list({
      form: formParam(request.query.form),
      limit: pageSize + 1,
      before: Number.isFinite(before) && before > 0 ? before : undefined,
    })
    return { items: items.slice(0, pageSize), hasMore: items.length > pageSize }
  })

  app.post<{ Params: { id: string } }>(
    '/admin/api/submissions/:id/handled',
    { bodyLimit: jsonBodyLimit },
    async (request, reply) => {
      if (!guard.require(request, reply)) return reply
      const isHandled = bodyOf(request).handled !== false
      if (!(await store.setHandled(request.params.id, isHandled)))
        return reply.code(404).send({ error: 'There is no such submission.' })
      log(`admin: submission ${request.params.id} marked ${isHandled ? 'handled' : 'not handled'}`)
      return store.get(request.params.id)
    },
  )

  app.get('/admin/api/deliveries', (request, reply) => {
    if (!guard.require(request, reply)) return reply
    return deliveries.list()
  })

  app.post<{ Params: { id: string } }>(
    '/admin/api/deliveries/:id/retry',
    { bodyLimit: jsonBodyLimit },
    async (request, reply) => {
      if (!guard.require(request, reply)) return reply
      if (!(await deliveries.retry(Number(request.params.id))))
        return reply.code(404).send({ error: 'There is no such failed delivery.' })
      log(`admin: delivery ${request.params.id} put back on the schedule`)
      options.onRetry()
      return { ok: true }
    },
  )

  app.get<{ Querystring: Query }>('/admin/export.csv', (request, reply) => {
    if (!guard.sessionOf(request)) return reply.code(403).send({ error: 'Log in to /admin first.' })
    const form = formParam(request.query.form)
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="submissions-${form ?? 'all'}-${day}.csv"`)
      .send(submissionsCsv(options.db, forms(), form))
  })
}
