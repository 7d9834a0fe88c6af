import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { post, startTestServer, type TestServer } from '../receiver/test-server.ts'

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

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))

function request(path: string, init: { cookies?: string[]; form?: Record<string, string> } = {}) {
  return fetch(`${server.base}${path}`, {
    method: init.form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      ...(init.cookies?.length ? { cookie: init.cookies.join('; ') } : {}),
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  })
}

/** The login form's CSRF token and cookie. */
async function loginForm() {
  const response = await request('/admin')
  const html = await response.text()
  return { csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '', cookies: cookiesOf(response) }
}

async function logIn() {
  const { csrf, cookies } = await loginForm()
  const response = await request('/admin/login', { cookies, form: { csrf, password } })
  expect(response.status).toBe(303)
  const session = cookiesOf(response)
  const inbox = await (await request('/admin', { cookies: session })).text()
  return { session, csrf: /name="csrf" value="([^"]+)"/.exec(inbox)?.[1] ?? '', inbox }
}

const noData = async (response: Response) => {
  const text = await response.text()
  expect(text).not.toContain('Wambui')
  expect(text).not.toContain('news@example.com')
  return text
}

describe('the /admin inbox', () => {
  it('shows newest first, with visitors’ text escaped, and sets a strict session cookie', async () => {
    const { csrf, cookies } = await loginForm()
    const login = await request('/admin/login', { cookies, form: { csrf, password } })
    const setCookie = login.headers.getSetCookie().find((line) => line.startsWith('admin_session='))
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).not.toMatch(/Secure/)
    const { inbox } = await logIn()
    expect(inbox).toContain('&lt;img src=x onerror=alert(1)&gt; Wambui secret')
    expect(inbox).not.toContain('<img src=x')
    expect(inbox.indexOf('news@example.com')).toBeLessThan(inbox.indexOf('Wambui'))
  })

  it('filters by form, marks handled, and exports CSV', async () => {
    const { session, csrf } = await logIn()
    const newsletter = await (await request('/admin?form=newsletter', { cookies: session })).text()
    expect(newsletter).toContain('news@example.com')
    expect(newsletter).not.toContain('Wambui')
    const id = /name="id" value="([^"]+)"/.exec(newsletter)?.[1] ?? ''
    const marked = await request('/admin/handled', { cookies: session, form: { csrf, id, handled: '1' } })
    expect(marked.status).toBe(303)
    expect(
      server.query<{ handled_at: number | null }>('SELECT handled_at FROM submissions WHERE id = ?', id)[0]?.handled_at,
    ).toBeGreaterThan(0)
    expect(await (await request('/admin?form=newsletter', { cookies: session })).text()).toContain(
      'Mark as not handled',
    )

    const csv = await request('/admin/export.csv?form=contact', { cookies: session })
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.headers.get('content-disposition')).toMatch(/attachment/)
    const text = await csv.text()
    expect(text).toContain('"firstName","lastName","email","contactNumber","cleaningService","message"')
    expect(text).toContain(secretText)
    expect(text).not.toContain('news@example.com')
  })

  it('gives no data without a session, with a forged cookie, a wrong password or a missing CSRF token', async () => {
    const forged = ['admin_session=' + 'A'.repeat(43)]
    for (const cookies of [[], forged]) {
      for (const path of ['/admin', '/admin?form=contact']) {
        expect(await noData(await request(path, { cookies }))).toContain('type="password"')
      }
      const csv = await request('/admin/export.csv', { cookies })
      expect(csv.status).toBe(403)
      await noData(csv)
      expect((await request('/admin/handled', { cookies, form: { csrf: 'x', id: 'x' } })).status).toBe(403)
    }

    const { csrf, cookies } = await loginForm()
    const wrong = await request('/admin/login', { cookies, form: { csrf, password: 'guess' } })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.getSetCookie().some((line) => line.startsWith('admin_session='))).toBe(false)
    await noData(wrong)
    const noToken = await request('/admin/login', { cookies, form: { password } })
    expect(noToken.status).toBe(403)
    await noData(noToken)

    const { session } = await logIn()
    const id = server.query<{ id: string }>("SELECT id FROM submissions WHERE form = 'contact'")[0]!.id
    const changes: Record<string, string>[] = [
      { id, handled: '1' },
      { id, handled: '1', csrf: 'wrong' },
    ]
    for (const form of changes) {
      const refused = await request('/admin/handled', { cookies: session, form })
      expect(refused.status).toBe(403)
      await noData(refused)
    }
    expect(server.query('SELECT id FROM submissions WHERE handled_at IS NOT NULL AND id = ?', id)).toEqual([])
  })

  it('logs out, after which the old cookie shows nothing', async () => {
    const { session, csrf } = await logIn()
    expect((await request('/admin/logout', { cookies: session, form: { csrf } })).status).toBe(303)
    await noData(await request('/admin', { cookies: session }))
  })

  it('limits login attempts per address', async () => {
    const limited = await startTestServer({ settings: { adminPassword: password, loginsPer15Minutes: 3 } })
    try {
      const statuses = []
      for (let n = 0; n < 4; n++) {
        const response = await fetch(`${limited.base}/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'password=guess',
        })
        statuses.push(response.status)
      }
      expect(statuses).toEqual([403, 403, 403, 429])
    } finally {
      await limited.close()
    }
  })
})

describe('/admin without ADMIN_PASSWORD', () => {
  it('says how to set one and shows nothing else', async () => {
    const bare = await startTestServer()
    try {
      await post(bare.base, '/api/forms/newsletter', { email: 'news@example.com' })
      for (const path of ['/admin', '/admin/export.csv']) {
        const text = await noData(await fetch(`${bare.base}${path}`))
        expect(text).toContain('ADMIN_PASSWORD')
        expect(text).not.toContain('type="password"')
      }
    } finally {
      await bare.close()
    }
  })
})
