import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { post, startTestServer, type TestServer } from '../testing/test-server.ts'
import { callAdmin, logInToAdmin } from '../testing/admin-client.ts'

const password = 'correct horse battery staple'
const total = 20_000
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ settings: { adminPassword: password } })
  const db = new Database(join(server.dataDir, 'site.db'))
  const insert = db.prepare("INSERT INTO submissions (id, form, data, created_at) VALUES (?, 'newsletter', ?, ?)")
  db.transaction(() => {
    for (let n = 0; n < total; n++) {
      const data = n === 0 ? { email: `n${n}@example.com`, oldField: '=SUM(A1)' } : { email: `n${n}@example.com` }
      insert.run(`id-${n}`, JSON.stringify(data), 1_700_000_000_000 + n)
    }
  })()
  db.close()
})
afterAll(() => server.close())

describe('the CSV export', () => {
  it('streams every submission newest first, while the server goes on storing new ones', async () => {
    const session = await logInToAdmin(server.base, password)
    const response = await fetch(`${server.base}/admin/export.csv?form=newsletter`, {
      headers: { cookie: session.cookie, 'accept-encoding': 'identity' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('transfer-encoding')).toBe('chunked')

    const reader = response.body!.getReader()
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
    let text = decoder.decode((await reader.read()).value, { stream: true })
    // Halfway through the export, a visitor's form is stored as usual.
    const stored = await post(server.base, '/api/forms/newsletter', { email: 'during@example.com' })
    expect(stored.status).toBe(201)
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += decoder.decode(chunk.value, { stream: true })

    const lines = text.split('\r\n').filter(Boolean)
    expect(lines[0]).toBe('\uFEFF"id","form","received","handled","handled by","email","oldField"')
    expect(lines).toHaveLength(total + 1)
    expect(lines[1]).toMatch(new RegExp(`^"id-${total - 1}","newsletter",`))
    expect(lines.at(-1)).toBe(
      `"id-0","newsletter","${new Date(1_700_000_000_000).toISOString()}","","","n0@example.com","'=SUM(A1)"`,
    )
    expect(text).not.toContain('during@example.com')
  })

  it('is refused without a session', async () => {
    expect((await callAdmin(server.base, '/admin/export.csv')).status).toBe(401)
  })
})
