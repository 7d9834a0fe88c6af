import { join, resolve } from 'node:path'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { adminAccess } from '../admin/access.ts'
import { adminApi } from '../admin/admin-api.ts'
import { adminApp } from '../admin/admin-app.ts'
import { adminSessions } from '../admin/admin-session.ts'
import { usableEnvironmentPassword } from '../admin/password-rules.ts'
import { editorRoutes } from '../editor/editor-routes.ts'
import { historyStore } from '../editor/history.ts'
import { createPublisher } from '../editor/publisher.ts'
import type { SiteManifest } from '../../src/model/manifest.ts'
import { channelsFor } from '../outbox/channels.ts'
import { startOutbox, type Deliver } from '../outbox/outbox.ts'
import { openDatabase } from '../storage/database.ts'
import { submissionStore } from '../storage/submissions.ts'
import { answerUnexpectedErrors } from './error-answers.ts'
import { formRoutes } from './forms-routes.ts'
import { addSecurity } from './security.ts'
import { describeSettings, type ReceiverSettings } from './settings.ts'

export interface ReceiverOptions {
  /** The manifest of the site being served; it changes when a publish switches the site. */
  manifest: () => SiteManifest
  /** The folder of the site being served, for the /admin app's files. */
  siteDir: () => string
  /** Serves another build: a publish calls it once the new site is built. */
  switchSite: (distDir: string) => void
  /** Holds site.yaml, public/ and the build script (the project itself unless a test says otherwise). */
  projectRoot?: string
  settings: ReceiverSettings
  /** Replaces the channels the settings would turn on (tests use a stub). */
  channels?: Record<string, Deliver>
  log?: (message: string) => void
  /** Given the /admin password made on the first start, to show once. */
  onFirstRunPassword?: (password: string) => void
}

/** Adds the form receiver, the outbox, the /admin inbox and the security headers to the site's server. */
export async function addReceiver(app: FastifyInstance, options: ReceiverOptions): Promise<void> {
  const { manifest, log = () => {} } = options
  const settings = {
    ...options.settings,
    adminPassword: usableEnvironmentPassword(options.settings.adminPassword, log),
  }
  const forms = () => manifest().forms ?? {}
  const channels = options.channels ?? channelsFor(settings, forms, manifest().siteUrl ?? '')
  const db = openDatabase(settings.dataDir)
  log(describeSettings(settings))
  answerUnexpectedErrors(app, log)
  const store = submissionStore(db, () => Object.keys(channels), settings.maxSubmissions)
  const outbox = startOutbox(db, store, {
    channels,
    retryBaseMs: settings.retryBaseMs,
    pollMs: settings.outboxPollMs,
    log,
  })
  app.addHook('onClose', async () => {
    await outbox.stop()
    db.close()
  })

  await addSecurity(app, settings.allowedOrigins)
  await app.register(rateLimit, { global: false })
  await app.register(formRoutes, {
    forms,
    store,
    postsPerMinute: settings.postsPerMinute,
    onStored: () => outbox.kick(),
    log,
  })
  const access = await adminAccess(db, settings.adminPassword)
  const guard = adminSessions(db, access)
  const firstRunPassword = await access.firstRunPassword()
  if (firstRunPassword) options.onFirstRunPassword?.(firstRunPassword)
  await app.register(adminApi, {
    db,
    store,
    access,
    forms,
    loginsPer15Minutes: settings.loginsPer15Minutes,
    onRetry: () => outbox.kick(),
    guard,
    log,
  })
  const projectRoot = options.projectRoot ?? resolve(import.meta.dirname, '..', '..')
  const publisher = createPublisher({
    projectRoot,
    buildsDir: join(settings.dataDir, 'builds'),
    db,
    onPublished: options.switchSite,
    log,
  })
  await app.register(editorRoutes, { projectRoot, guard, publisher, history: historyStore(db), log })
  adminApp(app, options.siteDir)
}
