import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify'
import { isAdminAddress } from '../security/admin-address.ts'
import type { AdminGuard, AdminSession } from './admin-session.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the person calling an /admin route, once its guard let the call in. */
    adminSession: AdminSession | null
  }
}

/** The largest body an /admin route open to everyone may take: a login's name and password need far less. */
export const publicBodyLimit = 16 * 1024

/** Methods whose requests never carry a body Fastify would read. */
const bodyless = new Set(['GET', 'HEAD', 'TRACE'])

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method])

/**
 * Guards every /admin route registered after it, in this instance and those it registers: each must
 * declare `config.allow` (the kinds of account that may call it) or `config.public`, or the server
 * does not start. As a request for an allowed route arrives, before any of its body is read,
 * `guard.require` checks the session, its CSRF token and the kind of account, answering 401 or 403
 * itself, so a body sent without a session is never parsed. A public route that takes a body must
 * limit it to `publicBodyLimit`. Installed once per instance tree.
 */
export function guardAdminRoutes(app: FastifyInstance, guard: Pick<AdminGuard, 'require'>): void {
  if (app.hasRequestDecorator('adminSession')) return
  app.decorateRequest('adminSession', null)
  app.addHook('onRoute', (route) => {
    if (!isAdminAddress(route.url)) return
    const name = `${methodsOf(route).join(',')} ${route.url}`
    const rule = route.config ?? {}
    if (rule.public) {
      const takesBody = methodsOf(route).some((method) => !bodyless.has(method))
      if (takesBody && (route.bodyLimit === undefined || route.bodyLimit > publicBodyLimit))
        throw new Error(`${name} is open to everyone, so its bodyLimit must be at most ${publicBodyLimit} bytes`)
      return
    }
    if (!rule.allow) throw new Error(`${name} must say who may call it: config.allow or config.public`)
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = guard.require(request, reply, rule)
      if (!session) return reply
      request.adminSession = session
      return undefined
    }
    const own = route.onRequest
    route.onRequest = [check as onRequestHookHandler, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])]
  })
}

/** The session the guard let in; for use in the handler of a guarded route only. */
export function sessionIn(request: FastifyRequest): AdminSession {
  if (!request.adminSession) throw new Error(`${request.url} was reached without its guard`)
  return request.adminSession
}
