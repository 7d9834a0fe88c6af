import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import { existsSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { admin } from './admin/admin-plugin.ts'
import { usableEnvironmentPassword } from './admin/people/password-rules.ts'
import { editor } from './editor/editor-plugin.ts'
import type { Deliver } from './outbox/outbox.ts'
import { answerUnexpectedErrors } from './receiver/error-answers.ts'
import { formReceiver } from './receiver/form-receiver-plugin.ts'
import { receivedLanguages } from './receiver/form-languages.ts'
import { healthRoute } from './health/health-route.ts'
import { childLoggerWithSource, jsonLogger } from './log-format.ts'
import { followRequests, jsonLog, logRefusedForms } from './request-log.ts'
import { addSecurity } from './receiver/security.ts'
import { describeSettings, settingsFromEnv, trustProxyFromEnv, type ReceiverSettings } from './receiver/settings.ts'
import { placeholderSize, placeholderSvg } from '../src/model/placeholder-image.ts'
import { reservedAddressOf } from '../src/model/reserved-addresses.ts'
import { siteDir as siteFolder } from '../src/build/site-dir.ts'
import { notFoundPageOf, siteSwitch, type SiteSwitch } from './served-site.ts'
import { storage } from './storage/storage-plugin.ts'
import { visits } from './visits/visits-plugin.ts'
import { defaultTimeZone } from '../src/model/time/local-time.ts'
import { createPool } from './pool.ts'
import { warnOfUntrustedProxy } from './security/forwarded-warning.ts'
import { adminHostOnly, notHere } from './security/admin-host-only.ts'
import { locationHeader } from './security/location-header.ts'
import { normalAddress } from './security/normal-address.ts'
import { oneLineLog } from './security/one-line.ts'
import type { LogLine } from './log-levels.ts'

export interface ServerOptions {
  /** The built site: the output of `npm run build`. */
  distDir: string
  /** Fastify's logger: one JSON line per event on stdout, the `receiver.log` lines among them when it is left out. */
  logger?: boolean
  /**
   * How long a client may take to send a whole request, headers and body; a slower one gets 408 and
   * is disconnected, so a trickling body cannot hold a connection for ever.
   */
  requestTimeoutMs?: number
  /** How the form receiver, /admin and the editor are set up. */
  receiver?: BackendOptions
  /** The proxies whose X-Forwarded-* headers are believed; TRUST_PROXY when left out. */
  trustProxy?: string[] | false
}

export interface BackendOptions {
  /** The form receiver's and /admin's settings; from the environment when left out. */
  settings?: ReceiverSettings
  /** Replaces the channels the settings would turn on (tests use a stub). */
  channels?: Record<string, Deliver>
  /** Gets the server's log lines. */
  log?: LogLine
  /** Given the /admin password made on the first start, to show once. */
  onFirstRunPassword?: (password: string) => void
  /** The site's folder, holding site.yaml and public/ (src/build/site-dir.ts unless a test says otherwise). */
  projectRoot?: string
}

const htmlCache = 'no-cache'
const defaultRequestTimeoutMs = 60_000
const assetCache = 'public, max-age=31536000, immutable'

/**
 * Serves the prerendered site (clean paths, redirects, a real 404, compression and cache headers) with
 * the backend beside it: storage, the form receiver, /admin and the editor, each a plugin of its own.
 */
export async function buildServer({
  distDir,
  logger = false,
  requestTimeoutMs = defaultRequestTimeoutMs,
  receiver,
  trustProxy = trustProxyFromEnv(),
}: ServerOptions): Promise<FastifyInstance> {
  const site: SiteSwitch = siteSwitch(distDir)
  const app = Fastify({
    logger: logger ? jsonLogger : false,
    ...(logger ? { childLoggerFactory: childLoggerWithSource } : {}),
    trustProxy,
    // Before routing: the router and every hook judge one spelling, so %61dmin or //admin is /admin to all.
    rewriteUrl: (request) => normalAddress(request.url ?? '/'),
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      // Node enforces the request timeout only when the headers' own is no longer.
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      // How often Node looks for requests past their time (30 s unless told).
      connectionsCheckingInterval: Math.min(1000, requestTimeoutMs / 2),
    },
  })
  const log = oneLineLog(receiver?.log ?? (logger ? jsonLog(app) : () => {}))
  if (logger) followRequests(app)
  const given = receiver?.settings ?? settingsFromEnv(process.env, site.current().manifest.siteUrl)
  const settings = { ...given, adminPassword: usableEnvironmentPassword(given.adminPassword, log) }
  const forms = () => site.current().manifest.forms ?? {}
  const timeZone = () => site.current().manifest.timeZone ?? defaultTimeZone
  const siteDir = () => site.current().dir

  await app.register(storage, { dataDir: settings.dataDir })
  // The one worker pool: the editor's checks, previews and renders, and the inbox's file for Excel.
  const work = createPool({ log })
  app.addHook('onClose', () => work.close())
  log(describeSettings(settings))
  answerUnexpectedErrors(app, log)
  logRefusedForms(app, log)
  const adminHost = adminHostOnly(settings.adminHost)
  app.addHook('onRequest', adminHost.onRequest)
  warnOfUntrustedProxy(app, trustProxy, log)
  await addSecurity(app, settings.allowedOrigins)
  await app.register(rateLimit, { global: false })
  await app.register(formReceiver, {
    forms,
    languages: () => receivedLanguages(site.current().manifest),
    timeZone,
    siteUrl: site.current().manifest.siteUrl ?? '',
    settings,
    channels: receiver?.channels,
    onStored: (id, request) => app.noteRequestVisit(id, request),
    log,
  })
  await app.register(admin, {
    environmentPassword: settings.adminPassword,
    loginsPer15Minutes: settings.loginsPer15Minutes,
    adminHost: settings.adminHost,
    forms,
    languages: () => receivedLanguages(site.current().manifest).flatMap(({ code }) => (code ? [code] : [])),
    timeZone,
    siteDir,
    work,
    log,
    onFirstRunPassword: receiver?.onFirstRunPassword,
    mail: settings,
  })
  await app.register(visits, {
    dataDir: settings.dataDir,
    timeZone: timeZone(),
    visitsPerMinute: settings.visitsPerMinute,
    manifest: () => site.current().manifest,
    log,
  })
  await app.register(editor, {
    projectRoot: receiver?.projectRoot ?? siteFolder,
    dataDir: settings.dataDir,
    siteDir,
    switchSite: (dir) => site.switchTo(dir),
    work,
    log,
  })

  await app.register(compress, { global: true, threshold: 512 })
  await app.register(fastifyStatic, {
    root: site.current().dir,
    serve: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Code, the pictures' sizes and the shell's data made by the build are named by their content.
      const hashed = ['assets', '_images', '_site'].some((folder) => filePath.includes(`${sep}${folder}${sep}`))
      res.setHeader('Cache-Control', hashed ? assetCache : htmlCache)
    },
  })

  const fileFor = (root: string, pathname: string): string | undefined => {
    const target = resolve(root, `.${pathname}`)
    if (target !== root && !target.startsWith(root + sep)) return undefined
    // Compared once resolved, so no spelling (a trailing slash, `%2F`, `\`) serves a file at the server's own
    // addresses here: /admin's files are served by its own routes, with its protections, or not at all.
    if (reservedAddressOf(`/${relative(root, target).split(sep).join('/')}`)?.isServerOnly) return undefined
    if (existsSync(target) && statSync(target).isFile()) return target
    const index = join(target, 'index.html')
    return existsSync(index) ? index : undefined
  }

  healthRoute(app, siteDir)

  // Card pictures that fail to load fall back to /api/placeholder/<width>/<height>.
  app.get('/api/placeholder/*', (request, reply) => {
    const size = placeholderSize(decodePath(request.url) ?? '')
    if (!size) return reply.code(404).send({ error: 'Width and height must be whole numbers from 1 to 4000' })
    return reply.header('Cache-Control', assetCache).type('image/svg+xml').send(placeholderSvg(size.width, size.height))
  })

  app.get('/*', (request, reply) => {
    const pathname = decodePath(request.url)
    if (pathname === undefined) return reply.code(400).send({ error: 'Bad address' })
    const served = site.current()
    const { dir, manifest } = served
    const from = pathname.replace(/(.)\/+$/, '$1')
    // A manifest written before the check refused them may still hold a redirect from /admin.
    const redirect = reservedAddressOf(from) || adminHost.isAdminHost(request) ? undefined : manifest.redirects[from]
    if (redirect) return reply.redirect(locationHeader(redirect), 301)
    const file = fileFor(dir, pathname)
    if (!adminHost.mayServe(request, file)) return notHere(reply)
    if (file) return reply.sendFile(file.slice(dir.length + 1), dir)
    return reply
      .code(404)
      .header('Cache-Control', htmlCache)
      .type('text/html; charset=utf-8')
      .send(notFoundPageOf(served, pathname))
  })

  return app
}

function decodePath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname)
  } catch {
    return undefined
  }
}
