import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { InboxPage, InboxRoom } from '../../../src/model/admin-api.ts'
import { testForms, validBody } from '../../../src/testing/test-forms.ts'
import { callAdmin, sessionsByRole } from '../../testing/admin-client.ts'
import { post, startTestServer, type TestServer } from '../../testing/test-server.ts'

const password = 'correct horse battery staple'
const dayMs = 24 * 60 * 60 * 1000
const limit = 10

let server: TestServer
let sessions: Awaited<ReturnType<typeof sessionsByRole>>
const logged: string[] = []

beforeAll(async () => {
  server = await startTestServer({
    settings: { adminPassword: password, loginsPer15Minutes: 1000, maxSubmissions: limit },
    // Failing, so each request keeps its notification row for the test to look at.
    channels: { webhook: () => Promise.reject(new Error('The webhook is down.')) },
    log: (line) => logged.push(line),
  })
  sessions = await sessionsByRole(server.base, password)
})
afterAll(() => server.close())
beforeEach(() => {
  server.app.db.exec('DELETE FROM outbox; DELETE FROM submissions')
  logged.length = 0
})

/** Stores a contact request, received `daysAgo` days ago and handled when `isHandled`; resolves with its id. */
async function request(daysAgo = 0, isHandled = false): Promise<string> {
  const answer = await post(server.base, '/api/forms/contact', validBody(testForms.contact!))
  expect(answer.status).toBe(201)
  const { id } = (await answer.json()) as { id: string }
  const handledAt = isHandled ? Date.now() : null
  server.app.db
    .prepare('UPDATE submissions SET created_at = ?, handled_at = ? WHERE id = ?')
    .run(Date.now() - daysAgo * dayMs, handledAt, id)
  return id
}

const jobsOf = (id: string) => server.query('SELECT id FROM outbox WHERE submission_id = ?', id).length
const page = async (session = sessions.inbox) =>
  (await (await callAdmin(server.base, '/admin/api/submissions', { session })).json()) as InboxPage

describe('removing one request', () => {
  it('takes it and its notifications away, for the owner and the inbox person, and logs who did it', async () => {
    const first = await request()
    const second = await request()
    expect(jobsOf(first)).toBe(1)

    const removed = await callAdmin(server.base, `/admin/api/submissions/${first}`, {
      session: sessions.inbox,
      method: 'DELETE',
    })
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as { room: InboxRoom }).room).toEqual({ stored: 1, limit, isNearlyFull: false })
    expect(jobsOf(first)).toBe(0)
    expect((await page()).items.map((item) => item.id)).toEqual([second])
    expect(logged).toContainEqual(expect.stringMatching(new RegExp(`Otieno removed submission ${first}`)))

    const byOwner = await callAdmin(server.base, `/admin/api/submissions/${second}`, {
      session: sessions.owner,
      method: 'DELETE',
    })
    expect(byOwner.status).toBe(200)
    const again = await callAdmin(server.base, `/admin/api/submissions/${second}`, {
      session: sessions.owner,
      method: 'DELETE',
    })
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ error: 'There is no such request.' })
  })

  it('is refused to an editor', async () => {
    const id = await request()
    const refused = await callAdmin(server.base, `/admin/api/submissions/${id}`, {
      session: sessions.editor,
      method: 'DELETE',
    })
    expect(refused.status).toBe(403)
    expect(server.query('SELECT id FROM submissions')).toHaveLength(1)
  })
})

describe('removing handled requests older than a chosen time', () => {
  it('removes in one step only the handled ones received before then, and says how many', async () => {
    const oldHandled = await request(40, true)
    const oldNew = await request(40)
    const recentHandled = await request(2, true)

    const answer = await callAdmin(server.base, '/admin/api/submissions/remove-handled', {
      session: sessions.owner,
      body: { olderThanDays: 30 },
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ removed: 1, room: { stored: 2, limit, isNearlyFull: false } })
    expect((await page()).items.map((item) => item.id).sort()).toEqual([oldNew, recentHandled].sort())
    expect(jobsOf(oldHandled)).toBe(0)
    expect(logged).toContainEqual(expect.stringMatching(/Owner removed 1 handled submission received before/))
  })

  it('refuses a time that is not a whole number of days, and an editor', async () => {
    for (const olderThanDays of [-1, 1.5, '30', 100_000]) {
      const refused = await callAdmin(server.base, '/admin/api/submissions/remove-handled', {
        session: sessions.inbox,
        body: { olderThanDays },
      })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { error: string }).error).toMatch(/^[A-Z][^{}]+\.$/)
    }
    const editor = await callAdmin(server.base, '/admin/api/submissions/remove-handled', {
      session: sessions.editor,
      body: { olderThanDays: 0 },
    })
    expect(editor.status).toBe(403)
  })

  it('makes room for a request the full inbox refused', async () => {
    for (let n = 0; n < limit; n++) await request(1, n % 2 === 0)
    expect((await post(server.base, '/api/forms/contact', validBody(testForms.contact!))).status).toBe(507)
    await callAdmin(server.base, '/admin/api/submissions/remove-handled', {
      session: sessions.inbox,
      body: { olderThanDays: 0 },
    })
    expect((await post(server.base, '/api/forms/contact', validBody(testForms.contact!))).status).toBe(201)
  })
})

describe('the room left in the inbox', () => {
  it('comes with every page of requests, nearly full from 80 %', async () => {
    for (let n = 0; n < 7; n++) await request()
    expect((await page()).room).toEqual({ stored: 7, limit, isNearlyFull: false })
    await request()
    expect((await page(sessions.owner)).room).toEqual({ stored: 8, limit, isNearlyFull: true })
  })
})
