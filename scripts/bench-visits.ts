import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defaultTimeZone as businessTimeZone } from '../src/model/time/local-time.ts'
import { visitStore } from '../server/visits/visit-store.ts'
import { openVisitsDatabase } from '../server/visits/visits-database.ts'
import { spawnServer } from '../server/testing/spawn-server.ts'
import { answerTimesElsewhere } from './bench/answer-times.ts'
import { visitsScreenOpening } from './bench/visits-screen.ts'

/**
 * `npm run bench:visits`: page views sent on loopback for BENCH_SECONDS (10) by BENCH_CONNECTIONS (8)
 * senders to a server in its own process, while GET / is timed every 50 ms from a third process; prints the events stored
 * per second and GET /'s median and slowest answer. Then the size of visits.db after a year of 1,000
 * views a day, and how long the Visits screen takes to open on a phone with a month of 50,000 views.
 * Needs `npm run build` first. Not a test: the figures depend on the machine.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8)
const rate = Number(process.env.BENCH_RATE ?? 2500)
const dataDir = mkdtempSync(join(tmpdir(), 'bench-visits-'))
const server = spawnServer(resolve(import.meta.dirname, '../server/testing/child-server.ts'), {
  DATA_DIR: dataDir,
  PORT: '0',
  VISITS_PER_MINUTE: '100000000',
  SITE_DIST: undefined,
})
const base = (await server.waitFor(/listening (http:\/\/\S+)/))[1]!

const sources = ['www.google.com', 'l.facebook.com', '', 'l.instagram.com']
let sent = 0
/** The next page view, from one of 500 phones, as the site's own pages send it. */
const nextView = () => {
  sent++
  const body = JSON.stringify({ event: 'view', path: '/', referrer: sources[sent % 4], device: 'phone' })
  const userAgent = `Mozilla/5.0 (Linux; Android 14; SM-A${sent % 500}F) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36`
  return { body, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent } }
}
// A server's first answers are slower (its code is compiled as it first runs): they come before the timing.
const warmUps = 20
for (let warm = 0; warm < warmUps; warm++) {
  await (await fetch(`${base}/`)).arrayBuffer()
  const answer = await fetch(`${base}/api/visits`, { method: 'POST', ...nextView() })
  if (answer.status !== 204) throw new Error(`A page view was answered ${answer.status}: ${await answer.text()}`)
}
const timing = answerTimesElsewhere(`${base}/`, seconds)
const result = await autocannon({
  url: `${base}/api/visits`,
  connections,
  overallRate: rate,
  duration: seconds,
  requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...nextView() }) }],
})
const homeTimes = await timing
await new Promise((wait) => setTimeout(wait, 500))
const db = new Database(join(dataDir, 'visits.db'), { readonly: true })
const stored = (db.prepare<[], { n: number }>('SELECT count(*) AS n FROM events').get()?.n ?? 0) - warmUps
db.close()
server.stop()

const sorted = [...homeTimes].sort((a, b) => a - b)
console.log(`POST /api/visits on loopback, ${connections} senders at ${rate} events/s together, ${seconds} s`)
console.log(`answers     ${result['2xx']} × 204, ${result.non2xx + result.errors + result.timeouts} other`)
console.log(`stored      ${stored} events, ${(stored / seconds).toFixed(0)} events/s`)
console.log(
  `GET /       ${sorted.length} times: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, slowest ${sorted.at(-1)?.toFixed(1)} ms`,
)

// A year of 1,000 views a day from 300 visitors, through the store with a clock a day ahead each time.
const yearDir = mkdtempSync(join(tmpdir(), 'bench-visits-year-'))
const yearDb = openVisitsDatabase(yearDir)
let clock = Date.parse('2026-01-01T09:00:00Z')
const store = visitStore({ db: yearDb, timeZone: businessTimeZone, now: () => clock, log: console.log })
for (let day = 0; day < 365; day++, clock += 86_400_000)
  for (let n = 0; n < 1000; n++)
    store.record(
      { event: 'view', path: `/page-${n % 23}`, referrer: sources[n % 4]!, device: n % 3 ? 'phone' : 'computer' },
      { address: `41.90.0.${n % 300}`, userAgent: `Mozilla/5.0 visitor ${n % 300}` },
    )
store.close()
yearDb.pragma('wal_checkpoint(TRUNCATE)')
yearDb.exec('VACUUM')
yearDb.close()
const bytes = statSync(join(yearDir, 'visits.db')).size
console.log(
  `a year      1,000 views a day for 365 days: visits.db is ${(bytes / 1024 / 1024).toFixed(1)} MiB (${bytes} bytes)`,
)
rmSync(dataDir, { recursive: true, force: true })
rmSync(yearDir, { recursive: true, force: true })

const monthViews = 50_000
const opening = await visitsScreenOpening(4650, monthViews)
console.log(
  `Visits screen ${monthViews.toLocaleString('en-GB')} views in 30 days, Chromium at 375 px: opened in ` +
    `${opening.first.toFixed(0)} ms the first time, then ${opening.again.map((ms) => ms.toFixed(0)).join(', ')} ms`,
)
