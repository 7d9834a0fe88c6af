import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../storage/database.ts'
import { cookie, parseCookies, sameSecret, sessionStore, type Session } from './auth.ts'

const sessionCookie = 'admin_session'

export type AdminSession = Session & { token: string }

/**
 * Who is logged in to /admin: a session cookie (HttpOnly, SameSite=Strict, limited to /admin) and,
 * for every call that reads or changes anything, its CSRF token in the `x-csrf-token` header.
 */
export function adminSessions(db: Db) {
  const sessions = sessionStore(db)
  const isSecure = (request: FastifyRequest) => request.protocol === 'https'

  const sessionOf = (request: FastifyRequest): AdminSession | undefined => {
    const token = parseCookies(request.headers.cookie)[sessionCookie]
    const session = sessions.find(token)
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
    startSession(request: FastifyRequest, reply: FastifyReply) {
      const { token, csrfToken } = sessions.create()
      void reply.header(
        'set-cookie',
        cookie(sessionCookie, token, { secure: isSecure(request), maxAge: sessions.maxAgeSeconds }),
      )
      return { csrfToken }
    },
    endSession(request: FastifyRequest, reply: FastifyReply, session: AdminSession) {
      sessions.end(session.token)
      void reply.header('set-cookie', cookie(sessionCookie, '', { secure: isSecure(request), maxAge: 0 }))
      return { ok: true }
    },
    endOthers(session: AdminSession) {
      sessions.endAllBut(session.token)
    },
  }
}

export type AdminGuard = ReturnType<typeof adminSessions>
