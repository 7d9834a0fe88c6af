import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const password = 'correct horse battery staple'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ settings: { adminPassword: password, loginsPer15Minutes: 1000 } })
})
afterAll(() => server.close())

/** Every call of the editor and the inbox, with a body where it takes one. */
const calls: { path: string; body?: unknown; method?: string }[] = [
  { path: '/admin/api/site' },
  { path: '/admin/api/drafts', body: {} },
  { path: '/admin/api/drafts/x' },
  { path: '/admin/api/drafts/x', method: 'DELETE' },
  { path: '/admin/api/drafts/x/edits', body: { revision: 0, edits: [] } },
  { path: '/admin/api/drafts/x/preview?path=/' },
  { path: '/admin/api/drafts/x/rebase', body: { revision: 0, keep: [] } },
  { path: '/admin/api/drafts/x/publish', body: { author: 'x' } },
  { path: '/admin/api/history' },
  { path: '/admin/api/history/1' },
  { path: '/admin/api/history/1/undo' },
  { path: '/admin/api/history/1/undo', body: { author: 'x', version: 'v' } },
  { path: '/admin/api/history/1/items' },
  { path: '/admin/api/history/1/bring-back?kind=page&key=/' },
  { path: '/admin/api/history/1/bring-back', body: { author: 'x', version: 'v', kind: 'page', key: '/' } },
  { path: '/admin/api/uploads', body: 'not a picture' },
  { path: '/admin/api/uploads/x.jpg', method: 'DELETE' },
  { path: '/admin/api/pictures' },
  { path: '/admin/api/pictures/unused' },
  { path: '/admin/api/submissions' },
  { path: '/admin/api/submissions/x/handled', body: { handled: true } },
  { path: '/admin/api/deliveries' },
  { path: '/admin/api/deliveries/1/retry', body: {} },
  { path: '/admin/api/forms' },
  { path: '/admin/api/password', body: { current: password, next: 'another long phrase' } },
  { path: '/admin/api/logout', body: {} },
]

function send(path: string, body: unknown, headers: Record<string, string>, method?: string) {
  return fetch(`${server.base}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...headers,
      ...(body === undefined
        ? {}
        : { 'content-type': typeof body === 'string' ? 'application/octet-stream' : 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('every /admin API call', () => {
  it('refuses a missing session with 401, and a missing or wrong CSRF token with 403, changing nothing', async () => {
    const login = await send('/admin/api/login', { password }, {})
    const cookie = login.headers
      .getSetCookie()
      .find((line) => line.startsWith('admin_session='))!
      .split(';')[0]!
    const statuses: Record<string, number[]> = {}
    for (const { path, body, method } of calls) {
      statuses[`${method ?? ''} ${path}`] = [
        (await send(path, body, {}, method)).status,
        (await send(path, body, { cookie }, method)).status,
        (await send(path, body, { cookie, 'x-csrf-token': 'wrong' }, method)).status,
      ]
    }
    expect(statuses).toEqual(
      Object.fromEntries(calls.map(({ path, method }) => [`${method ?? ''} ${path}`, [401, 403, 403]])),
    )
    const site = await send('/admin/api/site', undefined, { cookie })
    expect(site.headers.get('cache-control')).toBe('no-store')
    const session = await send('/admin/api/session', {}, { cookie })
    expect(session.status).toBe(200)
    expect(session.headers.get('cache-control')).toBe('no-store')
  })
})
