import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { SiteManifest } from '../../src/model/manifest.ts'
import { pageNamesOf } from './page-names.ts'
import { openVisitsDatabase } from './visits-database.ts'
import { visitStore, type VisitStore } from './visit-store.ts'
import { pagePath, pagesOf, visitorOf, visitsRoutes } from './visits-routes.ts'
import type { LogLine } from '../log-levels.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Notes the page a stored form request was sent from, and its visit's source; never throws. */
    noteRequestVisit: (submissionId: string, request: FastifyRequest) => void
    /** The counted visits; undefined when visits.db cannot be used. */
    visits: VisitStore | undefined
    /**
     * The page each of these requests was sent from, by its name (never its address: a page the site no longer has
     * is left out), and its visit's source, where they were noted; undefined when visits.db cannot be used.
     */
    requestOrigins: (submissionIds: string[]) => Map<string, RequestOrigin> | undefined
  }
}

export interface VisitsOptions {
  /** The folder of visits.db, beside the requests' database. */
  dataDir: string
  /** The site's time zone: its days are the dashboard's days. */
  timeZone: string
  visitsPerMinute: number
  /** The site being served; it changes when a publish switches the site. */
  manifest: () => SiteManifest
  log: LogLine
}

/**
 * Counting visits without cookies: DATA_DIR/visits.db, POST /api/visits, GET /admin/api/visits and
 * `app.noteRequestVisit` for the form receiver. A visits.db that cannot be opened leaves the site and
 * its forms working, uncounted. Needs `app.db`, the rate limit and the /admin guard.
 */
export const visits = fastifyPlugin(
  async (app: FastifyInstance, options: VisitsOptions) => {
    const { log, manifest } = options
    let visitsDb
    try {
      visitsDb = openVisitsDatabase(options.dataDir)
    } catch (error) {
      log(
        `visits: visits.db in ${options.dataDir} cannot be used, so visits are not counted: ${(error as Error).message}`,
      )
      app.decorate('noteRequestVisit', () => {})
      app.decorate('visits', undefined)
      app.decorate('requestOrigins', () => undefined)
      return
    }
    const store = visitStore({ db: visitsDb, timeZone: options.timeZone, log })
    app.decorate('visits', store)
    app.decorate('requestOrigins', (ids: string[]) => namedOrigins(store.requestOrigins(ids), pageNamesOf(manifest())))
    app.addHook('onClose', async () => {
      store.close()
      visitsDb.close()
    })
    const pages = pagesOf(manifest)
    const siteHost = hostOf(manifest().siteUrl)
    app.decorate('noteRequestVisit', (submissionId: string, request: FastifyRequest) => {
      const from = refererOf(request)
      const page = from && (from.host === request.host || from.host === siteHost) ? pagePath(from.pathname) : undefined
      store.noteRequest(submissionId, page !== undefined && pages().has(page) ? page : undefined, visitorOf(request))
    })
    await app.register(visitsRoutes, {
      store,
      visitsDb,
      db: app.db,
      manifest,
      visitsPerMinute: options.visitsPerMinute,
      log,
    })
  },
  { name: 'visits', fastify: '5.x', dependencies: ['storage', '@fastify/rate-limit', 'admin'] },
)

/** Where a request came from, as the inbox shows it: the name of the page it was sent from, and its visit's source. */
export interface RequestOrigin {
  sentFrom?: string
  cameFrom?: string
}

function namedOrigins(
  origins: ReturnType<VisitStore['requestOrigins']>,
  pageName: (path: string) => string | undefined,
): Map<string, RequestOrigin> {
  const named = new Map<string, RequestOrigin>()
  for (const [id, { sentFrom, cameFrom }] of origins) {
    const page = sentFrom === undefined ? undefined : pageName(sentFrom)
    named.set(id, { ...(page ? { sentFrom: page } : {}), ...(cameFrom ? { cameFrom } : {}) })
  }
  return named
}

const hostOf = (url: string): string | undefined => (URL.canParse(url) ? new URL(url).host : undefined)

function refererOf(request: FastifyRequest): URL | undefined {
  const referer = request.headers.referer
  return referer && URL.canParse(referer) ? new URL(referer) : undefined
}
