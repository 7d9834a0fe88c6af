import type { FastifyInstance } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { FormDefinition } from '../../src/forms/schema.ts'
import { adminAccess } from './people/access.ts'
import { inboxRoutes, type InboxWork } from './inbox/inbox-routes.ts'
import { adminApp } from './admin-app.ts'
import { serveAdminOnlyOn } from './admin-host.ts'
import { adminSessions, type AdminGuard } from './admin-session.ts'
import { deviceCookies } from './login/device-cookie.ts'
import { linkMailer, type MailSettings, type SendLink } from './login/link-mail.ts'
import { loginRoutes } from './login/login-routes.ts'
import { peopleRoutes } from './people/people-routes.ts'
import { peopleStore } from './people/people.ts'
import { guardAdminRoutes } from './route-guard.ts'
import { signInLinks } from './login/sign-in-links.ts'
import type { LogLine } from '../log-levels.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells whether a request comes from a logged-in /admin session, and whose. */
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
  /** The codes of the site's languages, the main one first: with more than one, the inbox says which a request used. */
  languages?: () => readonly string[]
  /** The business's time zone, for the times of the inbox and the admin; Kenya's when left out. */
  timeZone?: () => string
  /** The server's worker pool, where the inbox's file for Excel is made. */
  work: InboxWork
  /** The folder of the site being served, for the /admin app's files. */
  siteDir: () => string
  log: LogLine
  /** Given the /admin password made on the first start, to show once. */
  onFirstRunPassword?: (password: string) => void
  /** The mail server, for sign-in links; without one, people are given a starting password instead. */
  mail?: MailSettings
  /** Replaces the mailer the mail settings would make (tests use a stand-in). */
  sendLink?: SendLink
}

/**
 * /admin: people, their passwords and sessions (as `app.adminGuard`), login, the people and inbox
 * API and the /admin app's files. Every /admin route registered from here on, the editor's too, must
 * say which kinds of account may call it (see route-guard.ts). Needs `app.db`, `app.submissions`
 * and `app.outbox`.
 */
export const admin = fastifyPlugin(
  async (app: FastifyInstance, options: AdminOptions) => {
    const { forms, log } = options
    serveAdminOnlyOn(app, options.adminHost)
    const access = await adminAccess(app.db, options.environmentPassword)
    const people = await peopleStore(app.db, access)
    const guard = adminSessions(app.db, people)
    app.decorate('adminGuard', guard)
    guardAdminRoutes(app, guard)
    const firstRunPassword = await access.firstRunPassword()
    if (firstRunPassword) options.onFirstRunPassword?.(firstRunPassword)
    const devices = await deviceCookies(app.db, people.fingerprintOf)
    const links = signInLinks(app.db, people.accessFingerprintOf)
    const { db } = app
    await app.register(loginRoutes, {
      db,
      people,
      guard,
      devices,
      links,
      loginsPer15Minutes: options.loginsPer15Minutes,
      timeZone: options.timeZone,
      log,
    })
    const sendLink = options.sendLink ?? linkMailer(options.mail ?? {})
    await app.register(peopleRoutes, { people, guard, links, sendLink, log })
    await app.register(inboxRoutes, {
      db,
      store: app.submissions,
      forms,
      languages: options.languages,
      timeZone: options.timeZone,
      work: options.work,
      onRetry: () => app.outbox.kick(),
      // The visits plugin comes after /admin, whose guard its own /admin route needs.
      originsOf: (ids) => app.requestOrigins(ids),
      log,
    })
    adminApp(app, options.siteDir)
  },
  { name: 'admin', fastify: '5.x', dependencies: ['storage', 'form-receiver'] },
)
