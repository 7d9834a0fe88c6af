import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../storage/database.ts'
import { dayNumberOf } from './local-day.ts'
import { visitStore } from './visit-store.ts'
import { openVisitsDatabase } from './visits-database.ts'
import { visitsReport } from './visits-report.ts'

const who = { address: '41.90.1.2', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' }
const view = { event: 'view', path: '/', referrer: '', device: 'phone' } as const

describe('the daily salt', () => {
  it('counts one person on two days as two visitors, and forgets the first day’s salt', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'visits-salt-'))
    const visitsDb = openVisitsDatabase(dataDir)
    // 23:30 in Nairobi on 1 March, then 00:30 on 2 March.
    let clock = Date.parse('2026-03-01T20:30:00Z')
    const store = visitStore({ db: visitsDb, timeZone: 'Africa/Nairobi', now: () => clock, log: () => {} })
    const salts = () => visitsDb.prepare<[], { day: number; salt: Buffer }>('SELECT day, salt FROM salts').all()
    store.record(view, who)
    store.record(view, who)
    store.flush()
    const firstSalt = salts()
    expect(firstSalt.map((row) => row.day)).toEqual([dayNumberOf('2026-03-01')])

    clock += 60 * 60 * 1000
    store.record(view, who)
    store.flush()
    expect(salts().map((row) => row.day)).toEqual([dayNumberOf('2026-03-02')])
    expect(salts()[0]?.salt.equals(firstSalt[0]!.salt)).toBe(false)

    const report = visitsReport({
      visitsDb,
      db: openDatabase(dataDir),
      manifest: { pages: [{ path: '/', heading: 'Home' }] },
      days: 7,
      today: store.today(),
      dayOf: store.dayOf,
    })
    expect(report.perDay.slice(-2)).toEqual([
      { day: '2026-03-01', visits: 2, visitors: 1, requests: 0 },
      { day: '2026-03-02', visits: 1, visitors: 1, requests: 0 },
    ])
    expect(report.totals.visitors).toBe(2)
    const visitors = visitsDb.prepare<[], { visitor: number }>('SELECT DISTINCT visitor FROM events').all()
    expect(visitors).toHaveLength(2)
    const columns = visitsDb.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('events')").all()
    expect(columns.map((column) => column.name)).not.toContain('address')
    store.close()
  })

  it('keeps raw events 100 days, and each finished day’s counts after that', () => {
    const visitsDb = openVisitsDatabase(mkdtempSync(join(tmpdir(), 'visits-keep-')))
    let clock = Date.parse('2026-03-01T09:00:00Z')
    const store = visitStore({ db: visitsDb, timeZone: 'Africa/Nairobi', now: () => clock, log: () => {} })
    const days = () => visitsDb.prepare<[], { day: number }>('SELECT DISTINCT day FROM events ORDER BY day').all()
    store.record(view, who)
    store.record({ ...view, event: 'call-tap' }, who)
    clock += 99 * 86_400_000
    store.record(view, who)
    store.flush()
    expect(days().map((row) => row.day)).toEqual([dayNumberOf('2026-03-01'), dayNumberOf('2026-06-08')])
    clock += 86_400_000
    store.record(view, who)
    store.flush()
    expect(days().map((row) => row.day)).toEqual([dayNumberOf('2026-06-08'), dayNumberOf('2026-06-09')])
    const kept = visitsDb
      .prepare<[number], { kind: number; events: number; visitors: number }>(
        'SELECT kind, events, visitors FROM daily_counts WHERE day = ? ORDER BY kind',
      )
      .all(dayNumberOf('2026-03-01'))
    expect(kept).toEqual([
      { kind: 0, events: 1, visitors: 1 },
      { kind: 3, events: 1, visitors: 1 },
    ])
    store.close()
  })
})
