import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { writeDeadlineMs } from '../storage/busy-retry.ts'
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts'
import { post } from '../testing/test-server.ts'

// The server runs in a process of its own, as in production, so timing it is not timing this test.
const dataDir = mkdtempSync(join(tmpdir(), 'receiver-locked-'))
let webhook: Server
let server: SpawnedServer
let base: string

beforeAll(async () => {
  webhook = createServer((request, response) => {
    request.resume()
    request.on('end', () => response.writeHead(500).end('down'))
  })
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve))
  server = spawnServer(join(import.meta.dirname, '../testing/child-server.ts'), {
    DATA_DIR: dataDir,
    PORT: '0',
    SITE_DIST: undefined,
    RECEIVER_LOG: '1',
    FORM_POSTS_PER_MINUTE: '1000',
    WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`,
    OUTBOX_RETRY_BASE_MS: '200',
    OUTBOX_POLL_MS: '50',
  })
  base = (await server.waitFor(/listening (http:\/\/\S+)/))[1]!
})
afterAll(async () => {
  server?.stop()
  await new Promise<void>((resolve) => webhook.close(() => resolve()))
  rmSync(dataDir, { recursive: true, force: true })
})

/** Another process's connection holding the write lock, as a backup or an sqlite3 shell can. */
function holdWriteLock() {
  const other = new Database(join(dataDir, 'site.db'))
  other.exec('BEGIN IMMEDIATE')
  return () => {
    other.exec('COMMIT')
    other.close()
  }
}

async function timeGet(path: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${base}${path}`)
  await response.arrayBuffer()
  expect(response.status).toBe(200)
  return performance.now() - started
}

describe('a database another process holds locked', () => {
  it('never holds up static pages: they answer within milliseconds, and the waiting form is stored once it is free', async () => {
    await timeGet('/')
    const release = holdWriteLock()
    let pending: Promise<Response>
    const times: number[] = []
    try {
      pending = post(base, '/api/forms/contact', validBody(testForms.contact!, 1))
      await sleep(100)
      for (let n = 0; n < 5; n++) times.push(await timeGet('/'))
      await sleep(300)
    } finally {
      release()
    }
    console.log(`static page while the database was locked: ${times.map((ms) => ms.toFixed(1)).join(', ')} ms`)
    // A few milliseconds on an idle machine; the margin is for a busy test machine. A blocked server would wait out the whole write deadline.
    expect(Math.max(...times)).toBeLessThan(writeDeadlineMs / 4)
    const answer = await pending
    expect(answer.status).toBe(201)
    const { id } = (await answer.json()) as { id: string }
    const db = new Database(join(dataDir, 'site.db'), { readonly: true })
    try {
      expect(db.prepare('SELECT form FROM submissions WHERE id = ?').all(id)).toEqual([{ form: 'contact' }])
    } finally {
      db.close()
    }
  }, 20_000)

  it(
    'held past the write deadline: the form is answered 503, the outbox logs and waits, and the server lives on',
    async () => {
      const stored = await post(base, '/api/forms/newsletter', { email: 'lock@example.com' })
      expect(stored.status).toBe(201)
      const { id } = (await stored.json()) as { id: string }
      await server.waitFor(new RegExp(`submission ${id} not delivered by webhook \\(attempt 1`), 5000)

      // The webhook's next attempt falls due while the lock is held, and the lock outlasts its wait to record it.
      const release = holdWriteLock()
      let refused: Response
      try {
        ;[refused] = await Promise.all([
          post(base, '/api/forms/newsletter', { email: 'later@example.com' }),
          sleep(writeDeadlineMs + 1500),
        ])
        expect(await timeGet('/')).toBeLessThan(writeDeadlineMs / 4)
      } finally {
        release()
      }
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('5')
      expect(await refused.json()).toEqual({ error: 'The form could not be stored. Please try again.' })
      expect(server.output()).toMatch(/outbox: the database could not be read or written \(database is locked\)/)

      expect(server.child.exitCode).toBeNull()
      await server.waitFor(new RegExp(`submission ${id} not delivered by webhook \\(attempt 2`), 5000)
      expect((await post(base, '/api/forms/newsletter', { email: 'after@example.com' })).status).toBe(201)
    },
    writeDeadlineMs + 20_000,
  )
})
