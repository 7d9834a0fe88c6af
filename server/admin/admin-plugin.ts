import type { FastifyInstance } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { FormDefinition } from '../../src/forms/schema.ts'
import { adminAccess } from './access.ts'
import { adminApi } from './admin-api.ts'
import { adminApp } from './admin-app.ts'
import { serveAdminOnlyOn } from './admin-host.ts'
import { adminSessions, type AdminGuard } from './admin-session.ts'
import { deviceCookies } from './device-cookie.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells whether a request comes from a logged-in /admin session. */
    adminGuard: AdminGuard
  }
}

export interface AdminOptions {
  /** ADMIN_PASSWORD when it is strong enough; otherwise the password stored in the database is used. */
  environmentPassword: string | undefined
  loginsPer15Minutes: number
  /** The only host name /admin answers on; every host when left out. */
  adminHost?: string
  /** The forms of the site being served, for the inbox. */
  forms: () => Record<string, FormDefinition>
  /** The folder of the site being served, for the /admin app's files. */
  siteDir: () => string
  log: (message: string) => void
  /** Given the /admin password made on the first start, to show once. */
  onFirstRunPassword?: (password: string) => void
}

/**
 * /admin: the password and sessions (as `app.adminGuard`), login, the inbox's API and the /admin app's
 * files. Needs `app.db`, `app.submissions` and `app.outbox`.
 */
export const admin = fastifyPlugin(
  async (app: FastifyInstance, options: AdminOptions) => {
    const { forms, log } = options
    serveAdminOnlyOn(app, options.adminHost)
    const access = await adminAccess(app.db, options.environmentPassword)
    const guard = adminSessions(app.db, access)
    app.decorate('adminGuard', guard)
    const firstRunPassword = await access.firstRunPassword()
    if (firstRunPassword) options.onFirstRunPassword?.(firstRunPassword)
    await app.register(adminApi, {
      db: app.db,
      store: app.submissions,
      access,
      forms,
      loginsPer15Minutes: options.loginsPer15Minutes,
      onRetry: () => app.outbox.kick(),
      guard,
      devices: await deviceCookies(app.db),
      log,
    })
    adminApp(app, options.siteDir)
  },
  { name: 'admin', fastify: '5.x', dependencies: ['storage', 'form-receiver'] },
)
