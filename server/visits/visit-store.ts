import type { VisitEvent } from '../../src/model/visits/visit-event.ts'
import { visitEventNames } from '../../src/model/visits/visit-event.ts'
import type { Db } from '../storage/database.ts'
import { localDays, type DayNumber } from './local-day.ts'
import { directSource, sourceOf } from './visit-source.ts'
import { dailySalts } from './visitor-hash.ts'

/** Who sent a request, as far as a visit needs: never stored, only hashed. */
export interface VisitWho {
  address: string
  userAgent: string
}

export interface VisitStore {
  /** Queues an event for the next batch; the visit's source is settled now, in order of arrival. */
  record(event: VisitEvent, who: VisitWho): void
  /** Notes the page a stored form request was sent from and its visit's source; never throws. */
  noteRequest(submissionId: string, page: string | undefined, who: VisitWho): void
  /** The page and visit source noted for each of these requests that has them. */
  requestOrigins(submissionIds: readonly string[]): Map<string, { sentFrom?: string; cameFrom?: string }>
  /** Writes everything queued, in one transaction. */
  flush(): void
  /** The local day of a moment. */
  dayOf(ms: number): DayNumber
  /** Today, as the store counts it. */
  today(): DayNumber
  close(): void
}

export interface VisitStoreOptions {
  db: Db
  timeZone: string
  /** Raw events are kept this many days, today included; their daily counts stay. */
  keepDays?: number
  flushMs?: number
  batchSize?: number
  now?: () => number
  log: (message: string) => void
}

/** Queued events past this are dropped (and said once) while visits.db cannot be written. */
const maxQueued = 50_000
/** Visitors whose source of the day is remembered; more in one day are each counted as they arrive. */
const maxVisitorsRemembered = 200_000

type Queued = [
  day: number,
  kind: number,
  path: string,
  source: string,
  device: number,
  visitor: number,
  referrer: string | null,
  utmSource: string | null,
  utmMedium: string | null,
  utmCampaign: string | null,
]

/**
 * Page views and moments, queued in memory and written every `flushMs` or `batchSize` events in one
 * transaction, so thousands a second cost a few writes; written too when the server closes.
 */
export function visitStore(options: VisitStoreOptions): VisitStore {
  const { db, log, keepDays = 100, flushMs = 100, batchSize = 500, now = () => Date.now() } = options
  const dayOf = localDays(options.timeZone)
  const salts = dailySalts(db)
  const nameIds = new Map<string, number>()
  const addName = db.prepare('INSERT OR IGNORE INTO names (name) VALUES (?)')
  const findName = db.prepare<[string], { id: number }>('SELECT id FROM names WHERE name = ?')
  const insertEvent = db.prepare('INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
  const insertLink = db.prepare(
    'INSERT OR REPLACE INTO request_links (submission_id, day, path, source) VALUES (?, ?, ?, ?)',
  )
  const findLink = db.prepare<[string], { path: string | null; source: string | null }>(
    'SELECT path, source FROM request_links WHERE submission_id = ?',
  )
  const idOf = (name: string | null): number | null => {
    if (name === null) return null
    const known = nameIds.get(name)
    if (known !== undefined) return known
    addName.run(name)
    const id = findName.get(name)?.id ?? null
    if (nameIds.size > 10_000) nameIds.clear()
    if (id !== null) nameIds.set(name, id)
    return id
  }
  const write = db.transaction((events: Queued[], links: unknown[][]) => {
    for (const [day, kind, path, source, device, visitor, ...texts] of events)
      insertEvent.run(day, kind, idOf(path), idOf(source), device, visitor, ...texts.map(idOf))
    for (const link of links) insertLink.run(...link)
  })

  let queue: Queued[] = []
  let links: unknown[][] = []
  let hasSaidFull = false
  const visitSources = new Map<number, string>()
  let today = -1

  const flush = () => {
    if (queue.length === 0 && links.length === 0) return
    const [events, notes] = [queue, links]
    queue = []
    links = []
    try {
      write(events, notes)
      hasSaidFull = false
    } catch (error) {
      log(`visits: ${events.length} events could not be stored in visits.db: ${(error as Error).message}`)
    }
  }

  const startDay = (day: DayNumber) => {
    flush()
    today = day
    visitSources.clear()
    try {
      salts.startDay(day)
      db.transaction(() => {
        db.prepare(
          `INSERT OR IGNORE INTO daily_counts
             SELECT day, kind, path, source, device, count(*), count(DISTINCT visitor) FROM events
             WHERE day < ? AND day > (SELECT coalesce(max(day), -1) FROM daily_counts)
             GROUP BY day, kind, path, source, device`,
        ).run(day)
        db.prepare('DELETE FROM events WHERE day <= ?').run(day - keepDays)
      })()
      const known = db.prepare<[DayNumber], { visitor: number; source: string }>(
        'SELECT visitor, name AS source FROM events JOIN names ON names.id = source WHERE day = ? AND kind = 0 ORDER BY events.rowid',
      )
      for (const { visitor, source } of known.iterate(day)) visitSources.set(visitor, source)
    } catch (error) {
      log(`visits: the start of a new day in visits.db failed: ${(error as Error).message}`)
    }
  }
  const currentDay = () => {
    const day = dayOf(now())
    if (day !== today) startDay(day)
    return day
  }

  const timer = setInterval(() => {
    currentDay()
    flush()
  }, flushMs)
  timer.unref()
  currentDay()

  const visitorOf = (day: DayNumber, who: VisitWho) => salts.hash(day, who.address, who.userAgent)

  return {
    record(event, who) {
      const day = currentDay()
      const visitor = visitorOf(day, who)
      const own = sourceOf(event.referrer, event.utmSource)
      const visitSource = visitSources.get(visitor)
      const source = own ?? visitSource ?? directSource
      if (event.event === 'view' && source !== visitSource && visitSources.size < maxVisitorsRemembered)
        visitSources.set(visitor, source)
      if (queue.length >= maxQueued) {
        if (!hasSaidFull) log(`visits: more than ${maxQueued} events wait for visits.db; new ones are not counted`)
        hasSaidFull = true
        return
      }
      queue.push([
        day,
        visitEventNames.indexOf(event.event),
        event.path,
        source,
        event.device === 'phone' ? 0 : 1,
        visitor,
        event.referrer || null,
        event.utmSource ?? null,
        event.utmMedium ?? null,
        event.utmCampaign ?? null,
      ])
      if (queue.length === batchSize) setImmediate(flush)
    },
    noteRequest(submissionId, page, who) {
      try {
        const day = currentDay()
        links.push([submissionId, day, page ?? null, visitSources.get(visitorOf(day, who)) ?? null])
      } catch (error) {
        log(`visits: the page of request ${submissionId} was not noted: ${(error as Error).message}`)
      }
    },
    requestOrigins(submissionIds) {
      flush()
      const origins = new Map<string, { sentFrom?: string; cameFrom?: string }>()
      for (const id of submissionIds) {
        const link = findLink.get(id)
        if (link)
          origins.set(id, {
            ...(link.path ? { sentFrom: link.path } : {}),
            ...(link.source ? { cameFrom: link.source } : {}),
          })
      }
      return origins
    },
    flush,
    dayOf,
    today: currentDay,
    close() {
      clearInterval(timer)
      flush()
    },
  }
}
