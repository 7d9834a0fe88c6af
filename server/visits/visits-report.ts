import type { SiteManifest } from '../../src/model/manifest.ts'
import type { VisitDaySpan, VisitsReport, VisitsTotals } from '../../src/model/visits/visits-api.ts'
import { visitEventNames, type VisitMoment } from '../../src/model/visits/visit-event.ts'
import type { Db } from '../storage/database.ts'
import { dateOf, type DayNumber } from './local-day.ts'

export interface VisitsReportInput {
  visitsDb: Db
  /** The form requests' database. */
  db: Db
  manifest: Pick<SiteManifest, 'pages' | 'services'>
  days: VisitDaySpan
  today: DayNumber
  dayOf: (ms: number) => DayNumber
}

const dayMs = 86_400_000
const view = visitEventNames.indexOf('view')
const momentTotals: Record<VisitMoment, keyof VisitsTotals> = {
  'chat-opened': 'chatOpened',
  'chat-sent': 'chatSent',
  'call-tap': 'callTaps',
  'quote-opened': 'quoteOpened',
}

interface Request {
  day: DayNumber
  form: string
  data: Record<string, string>
  path: string | null
  source: string | null
}

const add = (counts: Map<string, number>, key: string | null) => {
  if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1)
}

/** The figures of the Visits screen for the `days` up to and including `today`, from the raw events and the requests. */
export function visitsReport({ visitsDb, db, manifest, days, today, dayOf }: VisitsReportInput): VisitsReport {
  const from = today - days + 1
  const span = [from, today]
  const perDay = visitsDb
    .prepare<number[], { day: number; visits: number; visitors: number }>(
      `SELECT day, sum(views) AS visits, count(*) AS visitors FROM
         (SELECT day, visitor, count(*) AS views FROM events WHERE day BETWEEN ? AND ? AND kind = ${view} GROUP BY day, visitor)
       GROUP BY day`,
    )
    .all(...span)
  const pages = visitsDb
    .prepare<number[], { path: string; visits: number; visitors: number }>(
      `SELECT name AS path, sum(views) AS visits, count(*) AS visitors FROM
         (SELECT path, day, visitor, count(*) AS views FROM events WHERE day BETWEEN ? AND ? AND kind = ${view} GROUP BY path, day, visitor)
       JOIN names ON names.id = path GROUP BY path`,
    )
    .all(...span)
  const sources = visitsDb
    .prepare<number[], { source: string; visits: number }>(
      `SELECT name AS source, visits FROM
         (SELECT source, count(*) AS visits FROM events WHERE day BETWEEN ? AND ? AND kind = ${view} GROUP BY source)
       JOIN names ON names.id = source`,
    )
    .all(...span)
  const moments = visitsDb
    .prepare<number[], { kind: number; n: number }>(
      `SELECT kind, count(*) AS n FROM events WHERE day BETWEEN ? AND ? AND kind <> ${view} GROUP BY kind`,
    )
    .all(...span)
  const requests = requestsIn(visitsDb, db, from, today, dayOf)

  const requestsOnDay = new Map<string, number>()
  const requestsOnPage = new Map<string, number>()
  const requestsBySource = new Map<string, number>()
  for (const request of requests) {
    add(requestsOnDay, String(request.day))
    add(requestsOnPage, request.path)
    add(requestsBySource, request.source)
  }
  const byDay = new Map(perDay.map((row) => [row.day, row]))
  const visits = perDay.reduce((sum, row) => sum + row.visits, 0)
  const totals: VisitsTotals = {
    visits,
    visitors: perDay.reduce((sum, row) => sum + row.visitors, 0),
    requests: requests.length,
    requestShare: visits === 0 ? 0 : requests.length / visits,
    chatOpened: 0,
    chatSent: 0,
    callTaps: 0,
    quoteOpened: 0,
  }
  for (const { kind, n } of moments) {
    const name = visitEventNames[kind]
    if (name && name !== 'view') totals[momentTotals[name]] = n
  }
  const headings = new Map(manifest.pages.map((page) => [page.path, page.heading]))
  const pageRows = new Map(pages.map((row) => [row.path, row]))
  const pagePaths = new Set([...pageRows.keys(), ...requestsOnPage.keys()])
  const sourceRows = new Map(sources.map((row) => [row.source, row.visits]))
  const bookings = bookingsOf(manifest.services ?? [], requests)

  return {
    days,
    from: dateOf(from),
    to: dateOf(today),
    perDay: Array.from({ length: days }, (_, index) => {
      const day = from + index
      const row = byDay.get(day)
      return {
        day: dateOf(day),
        visits: row?.visits ?? 0,
        visitors: row?.visitors ?? 0,
        requests: requestsOnDay.get(String(day)) ?? 0,
      }
    }),
    totals,
    pages: [...pagePaths]
      .map((path) => ({
        path,
        title: headings.get(path) ?? path,
        visits: pageRows.get(path)?.visits ?? 0,
        visitors: pageRows.get(path)?.visitors ?? 0,
        requests: requestsOnPage.get(path) ?? 0,
      }))
      .sort((a, b) => b.visits - a.visits || b.requests - a.requests || a.path.localeCompare(b.path)),
    sources: [...new Set([...sourceRows.keys(), ...requestsBySource.keys()])]
      .map((source) => ({ source, visits: sourceRows.get(source) ?? 0, requests: requestsBySource.get(source) ?? 0 }))
      .sort((a, b) => b.visits - a.visits || b.requests - a.requests || a.source.localeCompare(b.source)),
    servicePages: (manifest.services ?? []).map((service) => ({
      path: service.path,
      title: service.name,
      visits: pageRows.get(service.path)?.visits ?? 0,
      bookings: bookings.get(service.path) ?? 0,
    })),
  }
}

/** The form requests stored on the days from `from` to `to`, with the page and source noted for each. */
function requestsIn(visitsDb: Db, db: Db, from: DayNumber, to: DayNumber, dayOf: (ms: number) => DayNumber): Request[] {
  // A day ends at most a day either side of its UTC namesake; the exact local day is judged below.
  const stored = db
    .prepare<number[], { id: string; form: string; data: string; created_at: number }>(
      'SELECT id, form, data, created_at FROM submissions WHERE created_at >= ? AND created_at < ?',
    )
    .all((from - 1) * dayMs, (to + 2) * dayMs)
  const links = new Map(
    visitsDb
      .prepare<number[], { submission_id: string; path: string | null; source: string | null }>(
        'SELECT submission_id, path, source FROM request_links WHERE day BETWEEN ? AND ?',
      )
      .all(from - 1, to + 1)
      .map((link) => [link.submission_id, link]),
  )
  return stored.flatMap((row) => {
    const day = dayOf(row.created_at)
    if (day < from || day > to) return []
    const link = links.get(row.id)
    const data = JSON.parse(row.data) as Record<string, string>
    return [{ day, form: row.form, data, path: link?.path ?? null, source: link?.source ?? null }]
  })
}

/** Per service page: requests of a booking form sent from it, or choosing what its buttons choose. */
function bookingsOf(services: NonNullable<SiteManifest['services']>, requests: Request[]): Map<string, number> {
  const bookingForms = new Set(services.flatMap((service) => service.bookWith.map((choice) => choice.form)))
  const counts = new Map<string, number>()
  for (const request of requests) {
    if (!bookingForms.has(request.form)) continue
    for (const service of services) {
      const names = service.bookWith.some(
        (choice) =>
          choice.form === request.form &&
          Object.keys(choice.values).length > 0 &&
          Object.entries(choice.values).every(([field, value]) => request.data[field] === value),
      )
      if (request.path === service.path || names) add(counts, service.path)
    }
  }
  return counts
}
