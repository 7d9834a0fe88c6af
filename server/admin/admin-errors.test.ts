import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { callAdmin, logInToAdmin, type AdminSessionCookie } from '../testing/admin-client.ts'
import { unreadableRequest } from '../contracts/typed-routes.ts'

// The failed-deliveries list fails as a damaged database would, and putting one back fails as a bug would.
vi.mock('./inbox/deliveries.ts', () => ({
  failedDeliveries: () => ({
    list: () => {
      throw new Database.SqliteError('database disk image is malformed', 'SQLITE_CORRUPT')
    },
    retry: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'id')")),
  }),
}))

const password = 'correct horse battery staple'
const lines: string[] = []
let server: TestServer
let session: AdminSessionCookie

beforeAll(async () => {
  server = await startTestServer({ settings: { adminPassword: password }, log: (line) => lines.push(line) })
  session = await logInToAdmin(server.base, password)
})
afterAll(() => server.close())

describe('an unexpected error on an admin route', () => {
  it('answers a database error with 503 and a plain sentence, without the SQLite code, and logs the details', async () => {
    const response = await callAdmin(server.base, '/admin/api/deliveries', { session })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: 'The server could not use its database just now. Please try again in a moment.',
    })
    expect(text).not.toMatch(/SQLITE|malformed|stack/i)
    expect(lines).toContain('server: GET /admin/api/deliveries failed: SqliteError: database disk image is malformed')
  })

  it('answers any other error with 500 and a plain sentence', async () => {
    const response = await callAdmin(server.base, '/admin/api/deliveries/1/retry', { session, body: {} })
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong on the server. Please try again in a moment.' })
    expect(text).not.toMatch(/TypeError|undefined/)
  })

  it('answers a body its schema refuses with a sentence and the fields at fault, not in Fastify’s words', async () => {
    const draft = (await (await callAdmin(server.base, '/admin/api/drafts', { session, body: {} })).json()) as {
      id: string
    }
    const edits = [{ op: 'set', value: 'x' }]
    const response = await callAdmin(server.base, `/admin/api/drafts/${draft.id}/edits`, {
      session,
      body: { revision: 0, edits },
    })
    expect([response.status, await response.json()]).toEqual([
      400,
      {
        error: 'The change could not be read. Reload the page and make it again.',
        errors: { 'edits[0].path': 'is required' },
      },
    ])
  })

  it('answers a body that is not JSON with a 400 and a sentence, not as an unexpected error', async () => {
    const response = await fetch(`${server.base}/admin/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"password": ',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe(unreadableRequest)
  })
})
