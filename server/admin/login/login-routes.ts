import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { refusals } from '../../../src/model/contracts/api-error.ts'
import { adminSessionSchema } from '../../../src/model/contracts/person.ts'
import {
  loginSchema,
  passwordChangeSchema,
  sessionOpenedSchema,
  signInLinkUseSchema,
} from '../../../src/model/contracts/login.ts'
import { okAnswer, okAnswerSchema } from '../../../src/model/contracts/ok-answer.ts'
import { typedRoutes } from '../../contracts/typed-routes.ts'
import { isSameOrigin } from '../../security/same-origin.ts'
import type { Db } from '../../storage/database.ts'
import type { AdminGuard } from '../admin-session.ts'
import type { DeviceCookies } from './device-cookie.ts'
import { loginLimit } from './login-limit.ts'
import { loginThrottle } from './login-throttle.ts'
import { refusedFields } from '../people/field-refusal.ts'
import { passwordProblem } from '../people/password-rules.ts'
import { peopleMessages as messages } from '../people/people-messages.ts'
import { loginKey, personView, type PeopleStore } from '../people/people.ts'
import { allow } from '../roles.ts'
import { sessionIn } from '../route-guard.ts'
import type { SignInLinks } from './sign-in-links.ts'
import type { LogLine } from '../../log-levels.ts'

export interface LoginRoutesOptions {
  db: Db
  people: PeopleStore
  guard: AdminGuard
  devices: DeviceCookies
  links: SignInLinks
  loginsPer15Minutes: number
  /** The business's time zone, which the session's answer gives the admin for its times. */
  timeZone?: () => string
  log: LogLine
}

const jsonBodyLimit = 4096

const waitWords = (seconds: number) => {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute']
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/**
 * What a password attempt is counted against: a browser that has logged in as this person before on
 * its own, everyone else by address and by account.
 */
const attemptKeys = (request: FastifyRequest, account: string, device: string | undefined) =>
  device ? [`device:${device}`] : [`address:${request.ip}`, account]

/** Logging in (by name or email and password, or through a sign-in link), the session, logging out, one's own password. */
export async function loginRoutes(app: FastifyInstance, options: LoginRoutesOptions): Promise<void> {
  const { people, guard, devices, links, log } = options
  const logins = loginLimit(options.db, options.loginsPer15Minutes, 15 * 60_000)
  const throttle = loginThrottle(options.db)

  // The session's CSRF token goes only to the /admin page itself: a POST from this origin with the cookie.
  const typed = typedRoutes(app)
  typed.post(
    '/admin/api/session',
    {
      bodyLimit: jsonBodyLimit,
      config: { ...allow.everyone, withoutCsrfToken: true },
      schema: { response: { 200: adminSessionSchema, ...refusals } },
    },
    async (request, reply) => {
      if (!isSameOrigin(request)) return reply.code(403).send({ error: messages.notFromAdmin })
      const { csrfToken, person } = sessionIn(request)
      return {
        csrfToken,
        isPasswordFromEnvironment: people.isPasswordFixed(person),
        person: personView(person, person.id, links.sentAt(person.id)),
        timeZone: options.timeZone?.(),
      }
    },
  )
  typed.get('/admin/api/session', { config: allow.public, schema: { response: refusals } }, async (_request, reply) =>
    reply.code(405).header('allow', 'POST').send({ error: 'Reload the /admin page to carry on.' }),
  )

  /**
   * Refuses a password attempt (a login, or the current password when changing it) with 429 when its
   * keys or its address have failed too often; else its permit.
   */
  async function admitted(request: FastifyRequest, reply: FastifyReply, keys: string[], device: string | undefined) {
    const slowed = await throttle.take(keys)
    if (!slowed.isAllowed) {
      log(`admin: login from ${request.ip} refused: too many wrong passwords in a row`, 'warn')
      void reply
        .code(429)
        .header('retry-after', String(slowed.retryAfterSeconds))
        .send({ error: `Too many wrong passwords. Try again in ${waitWords(slowed.retryAfterSeconds)}.` })
      return undefined
    }
    const permit = device ? { isAllowed: true as const, attempt: undefined } : await logins.take(request.ip)
    if (!permit.isAllowed) return refuseTooManyAttempts(request, reply, permit.retryAfterSeconds)
    return permit
  }

  function refuseTooManyAttempts(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
    log(`admin: login from ${request.ip} refused: too many attempts in 15 minutes`, 'warn')
    const minutes = Math.ceil(retryAfterSeconds / 60)
    void reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds))
      .send({ error: `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` })
    return undefined
  }

  const opensSession = { 200: sessionOpenedSchema, ...refusals }

  typed.post(
    '/admin/api/login',
    { bodyLimit: jsonBodyLimit, config: allow.public, schema: { body: loginSchema, response: opensSession } },
    async (request, reply) => {
      const { name, password } = request.body
      const given = name?.slice(0, 300) ?? ''
      const person = people.byLogin(given)
      // A name no one has is counted like an account of its own, so it is slowed exactly as a wrong password is.
      const account = person ? `account:${person.id}` : `account:unknown:${loginKey(given)}`
      const device = devices.deviceOf(request, person?.id)
      const keys = attemptKeys(request, account, device)
      const permit = await admitted(request, reply, keys, device)
      if (!permit) return reply
      const isRight = password.length <= 500 && (await people.verify(person, password))
      if (!person || !isRight) {
        log(`admin: failed login from ${request.ip}`, 'warn')
        return reply.code(401).send({ error: messages.wrongLogin })
      }
      log(`admin: ${person.name} logged in from ${request.ip}`)
      if (permit.attempt !== undefined) await logins.succeeded(permit.attempt)
      await throttle.succeeded(keys)
      devices.remember(request, reply, person.id, device)
      return guard.startSession(request, reply, person)
    },
  )

  typed.post(
    '/admin/api/sign-in-link',
    { bodyLimit: jsonBodyLimit, config: allow.public, schema: { body: signInLinkUseSchema, response: opensSession } },
    async (request, reply) => {
      const { token, password } = request.body
      // Trying links counts against the address as logging in does; a link that works does not.
      const permit = await logins.take(request.ip)
      if (!permit.isAllowed) return refuseTooManyAttempts(request, reply, permit.retryAfterSeconds) ?? reply
      const personId = links.personOf(token)
      const person = personId === undefined ? undefined : people.get(personId)
      if (!person || people.isPasswordFixed(person)) return reply.code(404).send({ error: messages.linkGone })
      await logins.succeeded(permit.attempt)
      const problem = passwordProblem(password)
      if (problem) return reply.code(422).send(refusedFields({ password: problem }))
      if ((await links.redeem(token)) !== person.id) return reply.code(404).send({ error: messages.linkGone })
      await people.setPassword(person, password)
      await guard.endAll(person.id)
      log(`admin: ${person.name} chose a password through a sign-in link`)
      devices.remember(request, reply, person.id)
      return guard.startSession(request, reply, person)
    },
  )

  typed.post(
    '/admin/api/logout',
    {
      bodyLimit: jsonBodyLimit,
      config: allow.everyone,
      schema: { response: { 200: okAnswerSchema, ...refusals } },
    },
    (request, reply) => guard.endSession(request, reply, sessionIn(request)),
  )

  typed.post(
    '/admin/api/password',
    {
      bodyLimit: jsonBodyLimit,
      config: allow.everyone,
      schema: { body: passwordChangeSchema, response: { 200: okAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const session = sessionIn(request)
      const { person } = session
      if (people.isPasswordFixed(person)) return reply.code(409).send({ error: messages.fixedPassword })
      const { current, next } = request.body
      // Guessing the current password from an open session is slowed exactly as guessing it at the login is.
      const device = devices.deviceOf(request, person.id)
      const keys = attemptKeys(request, `account:${person.id}`, device)
      const permit = await admitted(request, reply, keys, device)
      if (!permit) return reply
      if (current.length > 500 || !(await people.verify(person, current))) {
        log(`admin: wrong current password given by ${person.name} from ${request.ip}`, 'warn')
        return reply.code(422).send(refusedFields({ current: messages.notCurrent }))
      }
      if (permit.attempt !== undefined) await logins.succeeded(permit.attempt)
      await throttle.succeeded(keys)
      const problem = passwordProblem(next)
      if (problem) return reply.code(422).send(refusedFields({ next: problem }))
      await people.setPassword(person, next)
      await guard.endOthers(session)
      if (device) devices.remember(request, reply, person.id, device)
      log(`admin: ${person.name} changed their password; their other sessions ended`)
      return okAnswer
    },
  )
}
