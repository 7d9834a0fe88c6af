import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { post, startTestServer } from '../testing/test-server.ts'
import { retryDelay } from './outbox.ts'

interface Hit {
  at: number
  key: string | undefined
  body: Record<string, unknown>
}

/** A webhook on 127.0.0.1 that answers 503 while `failing` says so, and records every call. */
let stub: Server
let stubUrl: string
const hits: Hit[] = []
let failuresLeft = 0

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>
}

beforeAll(async () => {
  stub = createServer((request, response) => {
    void readBody(request).then((body) => {
      hits.push({ at: Date.now(), key: request.headers['idempotency-key'] as string | undefined, body })
      if (failuresLeft > 0) {
        failuresLeft--
        response.writeHead(503).end('down')
      } else response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/hook`
})
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())))

const fast = { retryBaseMs: 100, outboxPollMs: 25 }
const jobs = (query: (sql: string) => unknown[]) =>
  query('SELECT attempts, delivered_at IS NOT NULL AS delivered, last_error FROM outbox') as {
    attempts: number
    delivered: number
    last_error: string | null
  }[]

describe('the outbox', () => {
  it('retries a failing webhook with growing delays until it succeeds', async () => {
    hits.length = 0
    failuresLeft = 2
    const server = await startTestServer({ settings: { webhookUrl: stubUrl, ...fast } })
    try {
      const body = validBody(testForms.booking!)
      const answer = await post(server.base, '/api/forms/booking', body)
      const { id } = (await answer.json()) as { id: string }
      await vi.waitFor(() => expect(jobs(server.query)[0]?.delivered).toBe(1), { timeout: 5000, interval: 20 })
      expect(hits).toHaveLength(3)
      expect(hits.every((hit) => hit.key === id)).toBe(true)
      expect(hits[2]!.body).toMatchObject({ ...body, id, form: 'booking', data: body })
      // Base delay, then double: 100 ms, then 200 ms (give or take the poll).
      expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(90)
      expect(hits[2]!.at - hits[1]!.at).toBeGreaterThanOrEqual(190)
      expect(jobs(server.query)[0]).toMatchObject({ attempts: 3, last_error: null })
    } finally {
      await server.close()
    }
  })

  it('keeps undelivered jobs across a restart and delivers them after', async () => {
    hits.length = 0
    failuresLeft = 1_000_000
    const dataDir = mkdtempSync(join(tmpdir(), 'receiver-outbox-'))
    try {
      const first = await startTestServer({ dataDir, settings: { webhookUrl: stubUrl, ...fast } })
      await post(first.base, '/api/forms/newsletter', { email: 'a@example.com' })
      await vi.waitFor(() => expect(hits.length).toBeGreaterThan(0), { timeout: 5000, interval: 20 })
      await first.close()
      expect(jobs(first.query)[0]).toMatchObject({ delivered: 0, last_error: 'webhook answered 503' })

      failuresLeft = 0
      const second = await startTestServer({ dataDir, settings: { webhookUrl: stubUrl, ...fast } })
      try {
        await vi.waitFor(() => expect(jobs(second.query)[0]?.delivered).toBe(1), { timeout: 5000, interval: 20 })
        expect(hits.at(-1)?.body).toMatchObject({ email: 'a@example.com', form: 'newsletter' })
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('stores submissions without jobs when nothing is configured', async () => {
    const server = await startTestServer()
    try {
      expect((await post(server.base, '/api/forms/newsletter', { email: 'a@example.com' })).status).toBe(201)
      expect(server.query('SELECT id FROM outbox')).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('doubles the delay each attempt up to six hours', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelay(40, 30_000)).toBe(6 * 3600 * 1000)
  })
})
