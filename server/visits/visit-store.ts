import type { VisitEvent } from '../../src/model/visits/visit-event.ts'
import { formOpenedKinds, visitEventNames } from '../../src/model/visits/visit-event.ts'
import type { Db } from '../storage/database.ts'
import { dayBudget, type DayBudget } from './day-budget.ts'
import { localDays, type DayNumber } from './local-day.ts'
import { closeFinishedDays } from './visits-pruning.ts'
import { directSource } from '../../src/model/visits/source-words.ts'
import { sourceOf } from './visit-source.ts'
import { dailySalts } from './visitor-hash.ts'
import type { LogLine } from '../log-levels.ts'

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
  flushMs?: number
  batchSize?: number
  now?: () => number
  log: LogLine
}

/** Queued events past this are dropped (and said once) while visits.db cannot be written. */
const maxQueued = 50_000
/** Visitors whose source of the day is remembered; more in one day are each counted as they arrive. */
const maxVisitorsRemembered = 200_000

type Queued = [
  day: number,
  /** A moment's number, or the form whose popup was opened (its number is its name's, see formOpenedKinds). */
  kind: number | string,
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
  const { db, log, flushMs = 100, batchSize = 500, now = () => Date.now() } = options
  const dayOf = localDays(options.timeZone)
  const salts = dailySalts(db)
  const nameIds = new Map<string, number>()
  const addName = db.prepare('INSERT OR IGNORE INTO names (name) VALUES (?)')
  const findName = db.prepare<[string], { id: number }>('SELECT id FROM names WHERE name = ?')
  const insertEvent = db.prepare('INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
  const countExtra = db.prepare(
    `INSERT INTO extra_counts VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET events = events + excluded.events`,
  )
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
  const kindOf = (kind: number | string) => (typeof kind === 'string' ? formOpenedKinds + idOf(kind)! : kind)
  const write = db.transaction((events: Queued[], links: unknown[][], extra: Map<string, number>) => {
    for (const [day, kind, path, source, device, visitor, ...texts] of events)
      insertEvent.run(day, kindOf(kind), idOf(path), idOf(source), device, visitor, ...texts.map(idOf))
    for (const link of links) insertLink.run(...link)
    for (const [key, count] of extra) {
      const [day, kind, path, source, device] = JSON.parse(key) as [number, number | string, string, string, number]
      countExtra.run(day, kindOf(kind), idOf(path), idOf(source), device, count)
    }
  })

  let queue: Queued[] = []
  let links: unknown[][] = []
  // Events beyond the day's bound, counted by [day, kind, path, source, device].
  let extra = new Map<string, number>()
  let budget: DayBudget = dayBudget(undefined, -1)
  let hasSaidFull = false
  const visitSources = new Map<number, string>()
  let today = -1

  const flush = () => {
    if (queue.length === 0 && links.length === 0 && extra.size === 0) return
    const [events, notes, counts] = [queue, links, extra]
    queue = []
    links = []
    extra = new Map()
    try {
      write(events, notes, counts)
      hasSaidFull = false
    } catch (error) {
      log(`visits: ${events.length} events could not be stored in visits.db: ${(error as Error).message}`, 'error')
    }
  }

  const startDay = (day: DayNumber) => {
    flush()
    today = day
    visitSources.clear()
    budget = dayBudget(undefined, day)
    try {
      salts.startDay(day)
      closeFinishedDays(db, day)
      budget = dayBudget(db, day)
      const known = db.prepare<[DayNumber], { visitor: number; source: string }>(
        'SELECT visitor, name AS source FROM events JOIN names ON names.id = source WHERE day = ? AND kind = 0 ORDER BY events.rowid',
      )
      for (const { visitor, source } of known.iterate(day)) visitSources.set(visitor, source)
    } catch (error) {
      log(`visits: the start of a new day in visits.db failed: ${(error as Error).message}`, 'error')
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
      const source = own === undefined ? (visitSource ?? budget.sourceOf(directSource)) : budget.sourceOf(own)
      if (event.event === 'view' && source !== visitSource && visitSources.size < maxVisitorsRemembered)
        visitSources.set(visitor, source)
      if (queue.length >= maxQueued) {
        if (!hasSaidFull)
          log(`visits: more than ${maxQueued} events wait for visits.db; new ones are not counted`, 'warn')
        hasSaidFull = true
        return
      }
      const kind = event.event === 'form-opened' && event.form ? event.form : visitEventNames.indexOf(event.event)
      const device = event.device === 'phone' ? 0 : 1
      if (!budget.takeEvent()) {
        const key = JSON.stringify([day, kind, event.path, source, device])
        extra.set(key, (extra.get(key) ?? 0) + 1)
        return
      }
      const textOf = (text: string | undefined) => budget.textOf(text || null)
      queue.push([
        day,
        kind,
        event.path,
        source,
        device,
        visitor,
        textOf(event.referrer),
        textOf(event.utmSource),
        textOf(event.utmMedium),
        textOf(event.utmCampaign),
      ])
      if (queue.length === batchSize) setImmediate(flush)
    },
    noteRequest(submissionId, page, who) {
      try {
        const day = currentDay()
        links.push([submissionId, day, page ?? null, visitSources.get(visitorOf(day, who)) ?? null])
      } catch (error) {
        log(`visits: the page of request ${submissionId} was not noted: ${(error as Error).message}`, 'error')
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
