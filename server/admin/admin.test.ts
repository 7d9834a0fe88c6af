import Database from 'better-sqlite3'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { post, startTestServer, type TestServer } from '../testing/test-server.ts'
import { callAdmin, type AdminSessionCookie } from '../testing/admin-client.ts'

const password = 'correct horse battery staple'
const secretText = '<img src=x onerror=alert(1)> Wambui secret'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ settings: { adminPassword: password, loginsPer15Minutes: 1000 } })
  const body = { ...validBody(testForms.contact!), message: secretText }
  const answers = [
    await post(server.base, '/api/forms/contact', body),
    await post(server.base, '/api/forms/newsletter', { email: 'news@example.com' }),
  ]
  if (answers.some((answer) => answer.status !== 201)) throw new Error('could not store the test submissions')
})
afterAll(() => server.close())

type Session = AdminSessionCookie

const call = callAdmin

async function logIn(base = server.base, secret = password): Promise<Session> {
  const response = await call(base, '/admin/api/login', { body: { password: secret } })
  expect(response.status).toBe(200)
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('admin_session='))!
    .split(';')[0]!
  const { csrfToken } = (await response.json()) as { csrfToken: string }
  return { cookie, csrfToken }
}

const noData = async (response: Response) => {
  const text = await response.text()
  expect(text).not.toContain('Wambui')
  expect(text).not.toContain('news@example.com')
  return text
}

describe('the /admin API', () => {
  it('logs in with a strict session cookie and lists submissions newest first', async () => {
    const login = await call(server.base, '/admin/api/login', { body: { password } })
    const setCookie = login.headers.getSetCookie().find((line) => line.startsWith('admin_session='))
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).toMatch(/Path=\/admin/)
    expect(login.headers.get('cache-control')).toBe('no-store')
    const session = await logIn()
    const { items } = (await (await call(server.base, '/admin/api/submissions', { session })).json()) as {
      items: { form: string; data: Record<string, string> }[]
    }
    expect(items.map((item) => item.form)).toEqual(['newsletter', 'contact'])
    expect(items[1]?.data.message).toBe(secretText)
  })

  it("lists each form's title and fields under their labels, with their kinds and a list's choices", async () => {
    const forms = (await (await call(server.base, '/admin/api/forms', { session: await logIn() })).json()) as Record<
      string,
      { title: string; fields: { name: string; label: string; kind: string; options?: unknown }[] }
    >
    expect(forms.newsletter).toEqual({
      title: 'Newsletter',
      fields: [{ name: 'email', label: 'Email', kind: 'email' }],
    })
    expect(forms.contact?.fields.find((field) => field.name === 'cleaningService')).toEqual({
      name: 'cleaningService',
      label: 'Cleaning Service',
      kind: 'select',
      options: testForms.contact!.fields[4]!.options,
    })
  })

  it('filters by form and marks handled', async () => {
    const session = await logIn()
    const newsletter = (await (
      await call(server.base, '/admin/api/submissions?form=newsletter', { session })
    ).json()) as {
      items: { id: string; data: Record<string, string> }[]
    }
    expect(newsletter.items.map((item) => item.data.email)).toEqual(['news@example.com'])
    const id = newsletter.items[0]!.id
    const marked = await call(server.base, `/admin/api/submissions/${id}/handled`, { session, body: { handled: true } })
    expect(marked.status).toBe(200)
    expect(
      server.query<{ handled_at: number | null }>('SELECT handled_at FROM submissions WHERE id = ?', id)[0]?.handled_at,
    ).toBeGreaterThan(0)
  })

  it('gives no data without a session, with a forged cookie, a wrong password or a missing or wrong CSRF token', async () => {
    const forged = { cookie: `admin_session=${'A'.repeat(43)}`, csrfToken: 'x' }
    for (const session of [{}, forged]) {
      expect((await call(server.base, '/admin/api/submissions', { session })).status).toBe(401)
      expect((await call(server.base, '/admin/requests.xlsx', { session })).status).toBe(401)
      await noData(await call(server.base, '/admin/api/submissions', { session }))
    }
    const wrong = await call(server.base, '/admin/api/login', { body: { password: 'guess' } })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.getSetCookie().some((line) => line.startsWith('admin_session='))).toBe(false)

    const session = await logIn()
    const id = server.query<{ id: string }>("SELECT id FROM submissions WHERE form = 'contact'")[0]!.id
    for (const csrfToken of [undefined, 'wrong']) {
      const refused = await call(server.base, `/admin/api/submissions/${id}/handled`, {
        session: { cookie: session.cookie, csrfToken },
        body: { handled: true },
      })
      expect(refused.status).toBe(403)
      await noData(refused)
      expect(
        (await call(server.base, '/admin/api/submissions', { session: { cookie: session.cookie, csrfToken } })).status,
      ).toBe(403)
    }
    expect(server.query('SELECT id FROM submissions WHERE handled_at IS NOT NULL AND id = ?', id)).toEqual([])
  })

  it('logs out, after which the old cookie gets nothing', async () => {
    const session = await logIn()
    expect((await call(server.base, '/admin/api/logout', { session, body: {} })).status).toBe(200)
    expect((await call(server.base, '/admin/api/submissions', { session })).status).toBe(401)
  })

  it('lists deliveries the outbox gave up on, and puts one back on the schedule', async () => {
    const db = new Database(join(server.dataDir, 'site.db'))
    const submission = server.query<{ id: string }>('SELECT id FROM submissions LIMIT 1')[0]!.id
    const job = db
      .prepare(
        "INSERT INTO outbox (submission_id, channel, attempts, next_attempt_at, last_error, gave_up_at) VALUES (?, 'webhook', 20, ?, 'webhook answered 500', ?)",
      )
      .run(submission, Date.now(), Date.now()).lastInsertRowid
    db.close()
    const session = await logIn()
    const failed = (await (await call(server.base, '/admin/api/deliveries', { session })).json()) as {
      id: number
      lastError: string
    }[]
    expect(failed).toEqual([expect.objectContaining({ id: Number(job), lastError: 'webhook answered 500' })])
    expect((await call(server.base, `/admin/api/deliveries/${job}/retry`, { session, body: {} })).status).toBe(200)
    expect(server.query('SELECT gave_up_at FROM outbox WHERE id = ?', job)).toEqual([{ gave_up_at: null }])
    expect((await call(server.base, `/admin/api/deliveries/${job}/retry`, { session, body: {} })).status).toBe(404)
  })

  it('limits login attempts per address', async () => {
    const limited = await startTestServer({ settings: { adminPassword: password, loginsPer15Minutes: 3 } })
    try {
      const statuses = []
      for (let n = 0; n < 4; n++)
        statuses.push((await call(limited.base, '/admin/api/login', { body: { password: 'guess' } })).status)
      expect(statuses).toEqual([401, 401, 401, 429])
    } finally {
      await limited.close()
    }
  })

  it('refuses to change a password that ADMIN_PASSWORD sets', async () => {
    const session = await logIn()
    const refused = await call(server.base, '/admin/api/password', {
      session,
      body: { current: password, next: 'a brand new long phrase' },
    })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: string }).error).toContain('set by the person who set up the website')
  })
})

describe('/admin on a first start without ADMIN_PASSWORD', () => {
  it('makes a password, hands it over once, accepts it, and lets it be changed, ending other sessions', async () => {
    const shown: string[] = []
    const first = await startTestServer({ onFirstRunPassword: (made) => shown.push(made) })
    const dataDir = first.dataDir
    try {
      expect(shown).toHaveLength(1)
      expect(shown[0]).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/)
      expect(JSON.stringify(first.query('SELECT value FROM admin_settings'))).not.toContain(shown[0])
      const phone = await logIn(first.base, shown[0])
      const laptop = await logIn(first.base, shown[0])

      const weak = await call(first.base, '/admin/api/password', {
        session: laptop,
        body: { current: shown[0], next: 'short' },
      })
      expect(weak.status).toBe(422)
      expect(((await weak.json()) as { errors: { next: string } }).errors.next).toMatch(/at least 12 characters/)
      const wrongCurrent = await call(first.base, '/admin/api/password', {
        session: laptop,
        body: { current: 'not it', next: 'our new office phrase' },
      })
      expect(wrongCurrent.status).toBe(422)

      const changed = await call(first.base, '/admin/api/password', {
        session: laptop,
        body: { current: shown[0], next: 'our new office phrase' },
      })
      expect(changed.status).toBe(200)
      expect((await call(first.base, '/admin/api/submissions', { session: laptop })).status).toBe(200)
      expect((await call(first.base, '/admin/api/submissions', { session: phone })).status).toBe(401)
      expect((await call(first.base, '/admin/api/login', { body: { password: shown[0] } })).status).toBe(401)
      await logIn(first.base, 'our new office phrase')
    } finally {
      await first.app.close()
    }
    const again = await startTestServer({ dataDir, onFirstRunPassword: (made) => shown.push(made) })
    try {
      expect(shown).toHaveLength(1)
      await logIn(again.base, 'our new office phrase')
    } finally {
      await again.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
