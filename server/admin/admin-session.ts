import type { FastifyReply, FastifyRequest } from 'fastify'
import { okAnswer } from '../../src/model/contracts/ok-answer.ts'
import type { Db } from '../storage/database.ts'
import { cookie, parseCookies, sameSecret, sessionStore, type Session } from './auth.ts'
import type { PeopleStore, PersonRecord } from './people/people.ts'
import type { AdminRouteRule } from './roles.ts'

const sessionCookie = 'admin_session'

export type AdminSession = Session & { token: string; person: PersonRecord }

/** What a refused call reads. */
export const guardMessages = {
  ended: 'Your session has ended. Log in again.',
  notFromAdmin: 'This request did not come from the /admin page. Reload it and try again.',
  notAllowed: 'Your account cannot do this. Ask the owner.',
}

/**
 * Who is logged in to /admin: a session cookie (HttpOnly, SameSite=Strict, limited to /admin) and,
 * for every call that reads or changes anything, its CSRF token in the `x-csrf-token` header.
 */
export function adminSessions(db: Db, people: Pick<PeopleStore, 'get' | 'fingerprintOf'>) {
  const sessions = sessionStore(db)
  const isSecure = (request: FastifyRequest) => request.protocol === 'https'

  const sessionOf = (request: FastifyRequest): AdminSession | undefined => {
    const token = parseCookies(request.headers.cookie)[sessionCookie]
    const session = sessions.find(token, people.fingerprintOf)
    const person = session && people.get(session.personId)
    return session && person && token ? { ...session, token, person } : undefined
  }

  return {
    sessionOf,
    /**
     * The session, when the request has one, its CSRF token (unless the rule does without) and a kind
     * of account the rule allows; otherwise answers 401 or 403 and returns nothing.
     */
    require(request: FastifyRequest, reply: FastifyReply, rule: AdminRouteRule = {}): AdminSession | undefined {
      const session = sessionOf(request)
      if (!session) {
        void reply.code(401).send({ error: guardMessages.ended })
        return undefined
      }
      const header = request.headers['x-csrf-token']
      if (!rule.withoutCsrfToken && !sameSecret(typeof header === 'string' ? header : undefined, session.csrfToken)) {
        void reply.code(403).send({ error: guardMessages.notFromAdmin })
        return undefined
      }
      if (rule.allow && !rule.allow.includes(session.person.role)) {
        void reply.code(403).send({ error: guardMessages.notAllowed })
        return undefined
      }
      return session
    },
    async startSession(request: FastifyRequest, reply: FastifyReply, person: PersonRecord) {
      const fingerprint = people.fingerprintOf(person.id)
      if (!fingerprint) throw new Error('this person has no password to open a session with')
      const { token, csrfToken } = await sessions.create(person.id, fingerprint)
      void reply.header(
        'set-cookie',
        cookie(sessionCookie, token, { secure: isSecure(request), maxAge: sessions.maxAgeSeconds }),
      )
      return { csrfToken }
    },
    async endSession(request: FastifyRequest, reply: FastifyReply, session: AdminSession) {
      await sessions.end(session.token)
      void reply.header('set-cookie', cookie(sessionCookie, '', { secure: isSecure(request), maxAge: 0 }))
      return okAnswer
    },
    /** After changing one's own password: ends one's other sessions and keeps this one under the new password. */
    async endOthers(session: AdminSession) {
      const fingerprint = people.fingerprintOf(session.personId)
      if (fingerprint) await sessions.keepOnly(session.token, session.personId, fingerprint)
    },
    /** Ends every session of the person (their password changed, or they were removed). */
    endAll: (personId: string) => sessions.endAll(personId),
  }
}

export type AdminGuard = ReturnType<typeof adminSessions>
