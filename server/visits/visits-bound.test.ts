import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VisitEvent } from '../../src/model/visits/visit-event.ts'
import type { Db } from '../storage/database.ts'
import { databasePerTest } from '../testing/database-per-test.ts'
import {
  keepEventDays,
  maxEventsPerDay,
  maxReportSources,
  maxSourcesPerDay,
  maxTextsPerDay,
  otherSources,
} from './visit-bounds.ts'
import { visitStore, type VisitStore } from './visit-store.ts'
import { openVisitsDatabase } from './visits-database.ts'
import { visitsReport } from './visits-report.ts'

// A hostile review sent 60,000 forged page views from 200 addresses, each naming another site: this is that flood.

const dayMs = 86_400_000
const manifest = { pages: [{ path: '/', heading: 'Home' }], services: [] } as never
const data = databasePerTest('visits-bound')
let visitsDb: Db
let clock: number
let store: VisitStore
beforeEach(() => {
  visitsDb = openVisitsDatabase(data.dir)
  clock = Date.parse('2026-06-01T09:00:00Z')
  store = visitStore({ db: visitsDb, timeZone: 'Africa/Nairobi', now: () => clock, log: () => {} })
})
afterEach(() => {
  store.close()
  visitsDb.close()
})

const forged = (n: number): VisitEvent => ({
  event: 'view',
  path: '/',
  referrer: `site-${n}.example`,
  utmCampaign: `campaign-${n}`,
  device: 'phone',
})
const who = (n: number) => ({ address: `10.0.0.${n % 200}`, userAgent: `Mozilla/5.0 forger ${n % 200}` })
const count = (sql: string, ...values: number[]) =>
  visitsDb.prepare<number[], { n: number }>(sql).get(...values)?.n ?? 0
const report = () =>
  visitsReport({ visitsDb, db: data.db, manifest, days: 90, today: store.today(), dayOf: store.dayOf })

describe('a flood of forged page views', () => {
  it('stores a bounded number of sources and texts a day, yet counts every view', () => {
    const views = maxSourcesPerDay + maxTextsPerDay + 500
    for (let n = 0; n < views; n++) store.record(forged(n), who(n))
    store.flush()

    const day = store.today()
    expect(count('SELECT count(DISTINCT source) AS n FROM events WHERE day = ?', day)).toBeLessThanOrEqual(
      maxSourcesPerDay + 1,
    )
    expect(count('SELECT count(*) AS n FROM names')).toBeLessThanOrEqual(1 + maxSourcesPerDay + 1 + maxTextsPerDay)
    const figures = report()
    expect(figures.totals.visits).toBe(views)
    expect(figures.sources.length).toBeLessThanOrEqual(maxReportSources + 1)
    expect(figures.sources.reduce((sum, row) => sum + row.visits, 0)).toBe(views)
    expect(figures.sources.find((row) => row.source === otherSources)?.visits).toBeGreaterThan(0)
  })

  it('keeps at most the day’s bound of events one by one, and counts the rest', () => {
    const views = maxEventsPerDay + 300
    for (let n = 0; n < views; n++) {
      store.record({ ...forged(n % 3), utmCampaign: undefined }, who(n))
      // The store writes a batch every few hundred events; a loop gives its timer no turn.
      if (n % 1_000 === 0) store.flush()
    }
    store.flush()

    expect(count('SELECT count(*) AS n FROM events')).toBe(maxEventsPerDay)
    const figures = report()
    expect(figures.totals.visits).toBe(views)
    expect(figures.perDay.at(-1)?.visits).toBe(views)
    expect(figures.pages[0]?.visits).toBe(views)

    const day = store.today()
    clock += dayMs
    store.today()
    expect(count('SELECT sum(events) AS n FROM daily_counts WHERE day = ?', day)).toBe(views)
  })

  it('forgets what is older than the report’s window and its margin', () => {
    for (let n = 0; n < 50; n++) store.record(forged(n), who(n))
    store.noteRequest('old-request', '/', who(1))
    store.flush()
    const firstDay = store.today()
    // A view kept meanwhile, with no campaign: its empty fields must not keep old names alive.
    clock += 50 * dayMs
    store.record({ ...forged(500), utmCampaign: undefined }, who(500))
    store.flush()
    clock += (keepEventDays - 49) * dayMs
    store.record(forged(1_000), who(1))
    store.flush()

    expect(count('SELECT count(*) AS n FROM events WHERE day = ?', firstDay)).toBe(0)
    expect(count('SELECT count(*) AS n FROM request_links WHERE day = ?', firstDay)).toBe(0)
    const names = visitsDb.prepare<[], { name: string }>('SELECT name FROM names').all()
    // The day's summary (by page, source and device) stays longer; the campaign words go with the events.
    expect(names.map((row) => row.name).filter((name) => name.startsWith('campaign-'))).toEqual(['campaign-1000'])
  })
})
