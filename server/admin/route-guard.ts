import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify'
import { isAdminAddress } from './admin-host.ts'
import type { AdminGuard, AdminSession } from './admin-session.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the person calling an /admin route, once its guard let the call in. */
    adminSession: AdminSession | null
  }
}

/**
 * Guards every /admin route registered after it, in this instance and those it registers: each must
 * declare `config.allow` (the kinds of account that may call it) or `config.public`, or the server
 * does not start. Before an allowed route's handler runs, `guard.require` checks the session, its
 * CSRF token and the kind of account, answering 401 or 403 itself. Installed once per instance tree.
 */
export function guardAdminRoutes(app: FastifyInstance, guard: Pick<AdminGuard, 'require'>): void {
  if (app.hasRequestDecorator('adminSession')) return
  app.decorateRequest('adminSession', null)
  app.addHook('onRoute', (route) => {
    if (!isAdminAddress(route.url)) return
    const rule = route.config ?? {}
    if (rule.public) return
    if (!rule.allow)
      throw new Error(`${String(route.method)} ${route.url} must say who may call it: config.allow or config.public`)
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = guard.require(request, reply, rule)
      if (!session) return reply
      request.adminSession = session
      return undefined
    }
    const own = route.preHandler
    route.preHandler = [check as preHandlerHookHandler, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])]
  })
}

/** The session the guard let in; for use in the handler of a guarded route only. */
export function sessionIn(request: FastifyRequest): AdminSession {
  if (!request.adminSession) throw new Error(`${request.url} was reached without its guard`)
  return request.adminSession
}
