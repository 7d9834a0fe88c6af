import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { submissionStore } from '../storage/submissions.ts'
import { healthOf } from '../testing/health-of.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { stuckAfterSeconds } from './health.ts'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** Stores a request whose notification by `channel` has waited `ageSeconds`, as the outbox leaves it. */
async function waitingNotification(app: TestServer['app'], ageSeconds: number, isGivenUp = false) {
  const saved = await submissionStore(app.db, () => ['webhook']).save('contact', { name: 'Amina' })
  if (saved.outcome !== 'stored') throw new Error(saved.outcome)
  const then = Date.now() - ageSeconds * 1000
  app.db.prepare('UPDATE submissions SET created_at = ? WHERE id = ?').run(then, saved.id)
  if (isGivenUp) app.db.prepare('UPDATE outbox SET gave_up_at = ? WHERE submission_id = ?').run(then, saved.id)
}

describe('GET /healthz', () => {
  it('answers 200 with every part well, never cached', async () => {
    server = await startTestServer()
    const { status, cacheControl, body } = await healthOf(server.app)
    expect(status).toBe(200)
    expect(cacheControl).toBe('no-store')
    expect(body).toEqual({
      ok: true,
      database: { ok: true },
      outbox: { ok: true, waiting: 0, failed: 0, oldestWaitingSeconds: 0 },
      build: { ok: true, id: expect.stringMatching(/^receiver-dist-/) },
      backup: { ok: true, isSetUp: false },
    })
  })

  it('counts waiting notifications and stays well while the oldest is recent', async () => {
    server = await startTestServer()
    await waitingNotification(server.app, 120)
    const { status, body } = await healthOf(server.app)
    expect(status).toBe(200)
    expect(body.outbox).toEqual({ ok: true, waiting: 1, failed: 0, oldestWaitingSeconds: 120 })
  })

  it('answers 503 when a notification has waited too long or was given up', async () => {
    server = await startTestServer()
    await waitingNotification(server.app, stuckAfterSeconds + 5)
    expect(await healthOf(server.app)).toMatchObject({ status: 503, body: { ok: false, outbox: { ok: false } } })

    server.app.db.prepare('DELETE FROM outbox').run()
    await waitingNotification(server.app, 10, true)
    const { status, body } = await healthOf(server.app)
    expect(status).toBe(503)
    expect(body.outbox).toEqual({ ok: false, waiting: 0, failed: 1, oldestWaitingSeconds: 0 })
  })

  it('answers 503 when the database does not answer, saying only that', async () => {
    server = await startTestServer()
    server.app.db.close()
    const { status, body } = await healthOf(server.app)
    expect(status).toBe(503)
    expect(body).toEqual({
      ok: false,
      database: { ok: false },
      outbox: { ok: false },
      build: expect.anything(),
      backup: expect.anything(),
    })
    expect(JSON.stringify(body)).not.toContain(server.dataDir)
  })

  it('answers 503 when the site being served has no home page', async () => {
    server = await startTestServer({ withDist: (dist) => rmSync(join(dist, 'index.html')) })
    const { status, body } = await healthOf(server.app)
    expect(status).toBe(503)
    expect(body.build.ok).toBe(false)
  })

  it('is the server’s own: no published page at /healthz is served', async () => {
    server = await startTestServer({
      withDist: (dist) => {
        mkdirSync(join(dist, 'healthz'))
        writeFileSync(join(dist, 'healthz', 'index.html'), '<p>taken</p>')
      },
    })
    for (const url of ['/healthz/', '/healthz/index.html']) {
      const reply = await server.app.inject({ method: 'GET', url })
      expect(reply.body).not.toContain('taken')
    }
  })
})
