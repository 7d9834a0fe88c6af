import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../storage/database.ts'
import type { AdminAccess } from './access.ts'
import { cookie, parseCookies, sameSecret, sessionStore, type Session } from './auth.ts'

const sessionCookie = 'admin_session'

export type AdminSession = Session & { token: string }

/**
 * Who is logged in to /admin: a session cookie (HttpOnly, SameSite=Strict, limited to /admin) and,
 * for every call that reads or changes anything, its CSRF token in the `x-csrf-token` header.
 */
export function adminSessions(db: Db, access: Pick<AdminAccess, 'fingerprint'>) {
  const sessions = sessionStore(db)
  const isSecure = (request: FastifyRequest) => request.protocol === 'https'

  const sessionOf = (request: FastifyRequest): AdminSession | undefined => {
    const token = parseCookies(request.headers.cookie)[sessionCookie]
    const session = sessions.find(token, access.fingerprint())
    return session && token ? { ...session, token } : undefined
  }

  return {
    sessionOf,
    /** The session, when the request has one and its CSRF token; otherwise answers 401 or 403 and returns nothing. */
    require(request: FastifyRequest, reply: FastifyReply): AdminSession | undefined {
      const session = sessionOf(request)
      if (!session) {
        void reply.code(401).send({ error: 'Your session has ended. Log in again.' })
        return undefined
      }
      const header = request.headers['x-csrf-token']
      if (!sameSecret(typeof header === 'string' ? header : undefined, session.csrfToken)) {
        void reply.code(403).send({ error: 'This request did not come from the /admin page. Reload it and try again.' })
        return undefined
      }
      return session
    },
    async startSession(request: FastifyRequest, reply: FastifyReply) {
      const fingerprint = access.fingerprint()
      if (!fingerprint) throw new Error('there is no /admin password to open a session with')
      const { token, csrfToken } = await sessions.create(fingerprint)
      void reply.header(
        'set-cookie',
        cookie(sessionCookie, token, { secure: isSecure(request), maxAge: sessions.maxAgeSeconds }),
      )
      return { csrfToken }
    },
    async endSession(request: FastifyRequest, reply: FastifyReply, session: AdminSession) {
      await sessions.end(session.token)
      void reply.header('set-cookie', cookie(sessionCookie, '', { secure: isSecure(request), maxAge: 0 }))
      return { ok: true }
    },
    /** After a password change: ends every other session and keeps this one under the new password. */
    async endOthers(session: AdminSession) {
      const fingerprint = access.fingerprint()
      if (fingerprint) await sessions.keepOnly(session.token, fingerprint)
    },
  }
}

export type AdminGuard = ReturnType<typeof adminSessions>
