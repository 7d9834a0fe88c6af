import type { SiteManifest } from '../../src/model/manifest.ts'
import type { VisitDaySpan, VisitsReport, VisitsSource, VisitsTotals } from '../../src/model/contracts/visits-report.ts'
import { formOpenedKinds, quoteFormId, visitEventNames, type VisitMoment } from '../../src/model/visits/visit-event.ts'
import type { Db } from '../storage/database.ts'
import { dateOf, type DayNumber } from './local-day.ts'
import { formerPageName, pageNamesOf } from './page-names.ts'
import { maxReportSources, otherSources } from './visit-bounds.ts'

export interface VisitsReportInput {
  visitsDb: Db
  /** The form requests' database. */
  db: Db
  manifest: Pick<SiteManifest, 'pages' | 'services'> & Partial<Pick<SiteManifest, 'forms'>>
  days: VisitDaySpan
  today: DayNumber
  dayOf: (ms: number) => DayNumber
}

const dayMs = 86_400_000
const view = visitEventNames.indexOf('view')
const momentTotals: Record<
  Exclude<VisitMoment, 'quote-opened' | 'form-opened'>,
  'chatOpened' | 'chatSent' | 'callTaps'
> = {
  'chat-opened': 'chatOpened',
  'chat-sent': 'chatSent',
  'call-tap': 'callTaps',
}
const quoteOpened = visitEventNames.indexOf('quote-opened')

interface Request {
  day: DayNumber
  form: string
  data: Record<string, string>
  path: string | null
  source: string | null
}

const add = (counts: Map<string, number>, key: string | null, n = 1) => {
  if (key !== null) counts.set(key, (counts.get(key) ?? 0) + n)
}

/** The figures of the Visits screen for the `days` up to and including `today`, from the raw events and the requests. */
export function visitsReport({ visitsDb, db, manifest, days, today, dayOf }: VisitsReportInput): VisitsReport {
  const from = today - days + 1
  const span = { from, to: today }
  const perDay = visitsDb
    .prepare<{ from: number; to: number }, { day: number; visits: number; visitors: number }>(
      `SELECT day, sum(views) AS visits, sum(people) AS visitors FROM
         (SELECT day, count(*) AS views, 1 AS people FROM events WHERE day BETWEEN @from AND @to AND kind = ${view} GROUP BY day, visitor
          UNION ALL SELECT day, sum(events), 0 FROM extra_counts WHERE day BETWEEN @from AND @to AND kind = ${view} GROUP BY day)
       GROUP BY day`,
    )
    .all(span)
  const pages = visitsDb
    .prepare<{ from: number; to: number }, { path: string; visits: number; visitors: number }>(
      `SELECT name AS path, sum(views) AS visits, sum(people) AS visitors FROM
         (SELECT path, count(*) AS views, 1 AS people FROM events WHERE day BETWEEN @from AND @to AND kind = ${view} GROUP BY path, day, visitor
          UNION ALL SELECT path, sum(events), 0 FROM extra_counts WHERE day BETWEEN @from AND @to AND kind = ${view} GROUP BY path)
       JOIN names ON names.id = path GROUP BY path`,
    )
    .all(span)
  const sources = visitsDb
    .prepare<{ from: number; to: number }, { source: string; visits: number }>(
      `SELECT name AS source, sum(visits) AS visits FROM
         (SELECT source, count(*) AS visits FROM events WHERE day BETWEEN @from AND @to AND kind = ${view} GROUP BY source
          UNION ALL SELECT source, sum(events) FROM extra_counts WHERE day BETWEEN @from AND @to AND kind = ${view} GROUP BY source)
       JOIN names ON names.id = source GROUP BY source`,
    )
    .all(span)
  const moments = visitsDb
    .prepare<{ from: number; to: number }, { kind: number; n: number; form: string | null }>(
      `SELECT kind, sum(n) AS n, names.name AS form FROM
         (SELECT kind, count(*) AS n FROM events WHERE day BETWEEN @from AND @to AND kind <> ${view} GROUP BY kind
          UNION ALL SELECT kind, sum(events) FROM extra_counts WHERE day BETWEEN @from AND @to AND kind <> ${view} GROUP BY kind)
       LEFT JOIN names ON kind >= ${formOpenedKinds} AND names.id = kind - ${formOpenedKinds}
       GROUP BY kind`,
    )
    .all(span)
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
    formsOpened: [],
  }
  const formsOpened = new Map<string, number>()
  for (const { kind, n, form } of moments) {
    const opened = kind === quoteOpened ? quoteFormId : form
    if (opened !== null) add(formsOpened, opened, n)
    const name = visitEventNames[kind]
    if (name && Object.hasOwn(momentTotals, name)) totals[momentTotals[name as keyof typeof momentTotals]] = n
  }
  totals.formsOpened = [...formsOpened]
    .map(([form, opened]) => ({ form, title: manifest.forms?.[form]?.title ?? form, opened }))
    .sort((a, b) => b.opened - a.opened || a.title.localeCompare(b.title))
  const pageName = pageNamesOf(manifest)
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
        title: pageName(path) ?? formerPageName,
        visits: pageRows.get(path)?.visits ?? 0,
        visitors: pageRows.get(path)?.visitors ?? 0,
        requests: requestsOnPage.get(path) ?? 0,
      }))
      .sort((a, b) => b.visits - a.visits || b.requests - a.requests || a.path.localeCompare(b.path)),
    sources: topSources(
      [...new Set([...sourceRows.keys(), ...requestsBySource.keys()])].map((source) => ({
        source,
        visits: sourceRows.get(source) ?? 0,
        requests: requestsBySource.get(source) ?? 0,
      })),
    ),
    servicePages: (manifest.services ?? []).map((service) => ({
      path: service.path,
      title: service.name,
      visits: pageRows.get(service.path)?.visits ?? 0,
      bookings: bookings.get(service.path) ?? 0,
    })),
  }
}

/** The sources with most visits (then requests), at most `maxReportSources`, and the rest summed as `otherSources`. */
function topSources(rows: VisitsSource[]): VisitsSource[] {
  const byMost = (a: VisitsSource, b: VisitsSource) =>
    b.visits - a.visits || b.requests - a.requests || a.source.localeCompare(b.source)
  const named = rows.filter((row) => row.source !== otherSources).sort(byMost)
  if (named.length === rows.length && named.length <= maxReportSources) return named
  const other: VisitsSource = { source: otherSources, visits: 0, requests: 0 }
  for (const rest of [...named.slice(maxReportSources), ...rows.filter((row) => row.source === otherSources)]) {
    other.visits += rest.visits
    other.requests += rest.requests
  }
  return [...named.slice(0, maxReportSources), other].sort(byMost)
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
