import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { testForms, validBody } from '../src/testing/test-forms.ts'

/**
 * `npm run bench:receiver`: 10 s of contact-form posts on loopback against the receiver in its own process,
 * then checks that the stored rows equal the acknowledged answers. Not a test: the figures depend on the machine.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const dataDir = mkdtempSync(join(tmpdir(), 'bench-receiver-'))
const server = spawn(
  process.execPath,
  ['--import', 'tsx', resolve(import.meta.dirname, '../server/testing/child-server.ts')],
  {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      FORM_POSTS_PER_MINUTE: '100000000',
      FORM_REQUESTS_PER_DAY: '100000000',
      SITE_DIST: undefined,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const base = await new Promise<string>((resolveBase, reject) => {
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    const match = /listening (http:\/\/\S+)/.exec(output)
    if (match) resolveBase(match[1]!)
  })
  server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)))
})

const body = JSON.stringify(validBody(testForms.contact!, 1))
const sent = new Set<string>()
const acknowledged = new Set<string>()

const result = await autocannon({
  url: `${base}/api/forms/contact`,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        const key = randomUUID()
        sent.add(key)
        return { ...request, body, headers: { 'content-type': 'application/json', 'idempotency-key': key } }
      },
    },
  ],
})

const check = async (key: string) => {
  const response = await fetch(`${base}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body,
  })
  if (response.status === 201) acknowledged.add(key)
}
const db = new Database(join(dataDir, 'site.db'), { readonly: true })
const storedAfterRun = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM submissions').get()?.n ?? 0
// Every key that was sent, retried as a browser would: known keys answer with their stored id and store nothing.
const keys = [...sent]
for (let start = 0; start < keys.length; start += 50) await Promise.all(keys.slice(start, start + 50).map(check))
const storedAfterRetries = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM submissions').get()?.n ?? 0
db.close()
server.kill('SIGTERM')
rmSync(dataDir, { recursive: true, force: true })

const other = result.non2xx + result.errors + result.timeouts
console.log(`POST /api/forms/contact on loopback, ${connections} connections, ${seconds} s`)
console.log(`requests/s  ${result.requests.average.toFixed(0)}`)
console.log(`latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`)
console.log(`answers     ${result['2xx']} acknowledged (201), ${other} other (non-2xx, errors, timeouts)`)
console.log(
  `stored      ${storedAfterRun} rows after the run (requests in flight at the stop are stored but not counted)`,
)
const inFlight = storedAfterRun - result['2xx']
const ok =
  inFlight >= 0 &&
  inFlight <= connections &&
  storedAfterRetries === acknowledged.size &&
  acknowledged.size === sent.size
console.log(
  `check       ${storedAfterRun} stored = ${result['2xx']} acknowledged + ${inFlight} in flight; after retrying all ${sent.size} keys: ${storedAfterRetries} stored, ${acknowledged.size} acknowledged → ${ok ? 'OK' : 'MISMATCH'}`,
)
process.exit(ok ? 0 : 1)
