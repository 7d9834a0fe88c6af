import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isbot } from 'isbot'
import type { SiteManifest } from '../../src/model/manifest.ts'
import { visitsAddress } from '../../src/model/visits/visit-event.ts'
import { refusals } from '../../src/model/contracts/api-error.ts'
import { visitsQuerySchema, visitsReportSchema } from '../../src/model/contracts/visits-report.ts'
import { allow } from '../admin/roles.ts'
import { typedRoutes } from '../contracts/typed-routes.ts'
import { isSameOrigin } from '../security/same-origin.ts'
import type { Db } from '../storage/database.ts'
import { checkVisitEvent } from './visit-event-check.ts'
import type { VisitStore, VisitWho } from './visit-store.ts'
import { visitsReport } from './visits-report.ts'
import type { LogLine } from '../log-levels.ts'

/** The largest event a page may send. */
export const maxVisitBytes = 1024

export interface VisitsRoutesOptions {
  store: VisitStore
  visitsDb: Db
  db: Db
  manifest: () => SiteManifest
  /** Events allowed per visitor address per minute. */
  visitsPerMinute: number
  log: LogLine
}

/** Who sent a request: its address (through TRUST_PROXY) and browser, to be hashed and forgotten. */
export const visitorOf = (request: FastifyRequest): VisitWho => ({
  address: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
})

/** A page's path as the manifest writes it: "/about/" is "/about". */
export const pagePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path)

/** The paths of the site being served, worked out again only when a publish switches the site. */
export function pagesOf(manifest: () => SiteManifest): () => ReadonlySet<string> {
  let known: { manifest: SiteManifest; paths: ReadonlySet<string> } | undefined
  return () => {
    const current = manifest()
    if (known?.manifest !== current)
      known = { manifest: current, paths: new Set(current.pages.map((page) => page.path)) }
    return known.paths
  }
}

/** POST /api/visits, the public pages' counter, and GET /admin/api/visits, the Visits screen's figures. */
export async function visitsRoutes(app: FastifyInstance, options: VisitsRoutesOptions): Promise<void> {
  const { store } = options
  const pages = pagesOf(options.manifest)

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503
    if (status === 503) {
      options.log(`visits: unexpected ${error.name}: ${error.message}`, 'error')
      return reply.code(503).send({ error: 'The visits could not be counted just now.' })
    }
    const message =
      status === 413
        ? `An event is at most ${maxVisitBytes} bytes.`
        : error.code?.startsWith('FST_ERR_CTP')
          ? 'The body is not valid JSON.'
          : error.message
    return reply.code(status).send(status === 400 ? { errors: { '': [message] } } : { error: message })
  })

  const limit = app.rateLimit({ max: options.visitsPerMinute, timeWindow: 60_000 })
  // A page view is answered 204 with no body, thousands a second: no page, so no page's security headers.
  app.post(visitsAddress, { bodyLimit: maxVisitBytes, onRequest: limit, helmet: false }, (request, reply) => {
    if (!isSameOrigin(request))
      return reply.code(403).send({ error: 'Visits are counted from the site’s own pages only.' })
    let body = request.body
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body)
      } catch {
        return reply.code(400).send({ errors: { '': ['The body is not valid JSON.'] } })
      }
    }
    const checked = checkVisitEvent(body)
    if ('errors' in checked) return reply.code(400).send({ errors: checked.errors })
    const path = pagePath(checked.event.path)
    if (!pages().has(path)) return reply.code(400).send({ errors: { path: ['is not a page of this site'] } })
    // Only the site's own forms are counted, so visits.db keeps no name a visitor made up.
    const { event, form } = checked.event
    if ((event === 'form-opened') !== (form !== undefined && Object.hasOwn(options.manifest().forms, form)))
      return reply.code(400).send({ errors: { form: ['is not a form of this site opened'] } })
    const who = visitorOf(request)
    if (who.userAgent !== '' && !isbot(who.userAgent)) store.record({ ...checked.event, path }, who)
    return reply.code(204).send()
  })

  // A plugin of its own, so that its typed contract's error handler leaves the counter's above alone.
  await app.register(async (admin) => {
    const schema = { querystring: visitsQuerySchema, response: { 200: visitsReportSchema, ...refusals } }
    typedRoutes(admin, 'Choose 7, 30 or 90 days.').get(
      '/admin/api/visits',
      { config: allow.visits, schema },
      (request) => {
        store.flush()
        return visitsReport({
          visitsDb: options.visitsDb,
          db: options.db,
          manifest: options.manifest(),
          days: request.query.days ?? 7,
          today: store.today(),
          dayOf: store.dayOf,
        })
      },
    )
  })
}
