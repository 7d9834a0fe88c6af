import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../receiver/test-server.ts'

const password = 'correct horse battery staple'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ settings: { adminPassword: password, loginsPer15Minutes: 1000 } })
})
afterAll(() => server.close())

/** Every call of the editor and the inbox, with a body where it takes one. */
const calls: { path: string; body?: unknown }[] = [
  { path: '/admin/api/site' },
  { path: '/admin/api/check', body: { text: 'business: {}' } },
  { path: '/admin/api/preview', body: { text: 'business: {}', path: '/' } },
  { path: '/admin/api/publish', body: { text: 'business: {}', baseVersion: 'x', author: 'x' } },
  { path: '/admin/api/history' },
  { path: '/admin/api/history/1' },
  { path: '/admin/api/history/1/restore', body: { author: 'x' } },
  { path: '/admin/api/uploads', body: 'not a picture' },
  { path: '/admin/api/submissions' },
  { path: '/admin/api/submissions/x/handled', body: { handled: true } },
  { path: '/admin/api/deliveries' },
  { path: '/admin/api/deliveries/1/retry', body: {} },
  { path: '/admin/api/forms' },
  { path: '/admin/api/password', body: { current: password, next: 'another long phrase' } },
  { path: '/admin/api/logout', body: {} },
]

function send(path: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${server.base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
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
    for (const { path, body } of calls) {
      statuses[path] = [
        (await send(path, body, {})).status,
        (await send(path, body, { cookie })).status,
        (await send(path, body, { cookie, 'x-csrf-token': 'wrong' })).status,
      ]
    }
    expect(statuses).toEqual(Object.fromEntries(calls.map(({ path }) => [path, [401, 403, 403]])))
    const site = await send('/admin/api/site', undefined, { cookie })
    expect(site.headers.get('cache-control')).toBe('no-store')
    const session = await send('/admin/api/session', undefined, { cookie })
    expect(session.status).toBe(200)
    expect(session.headers.get('cache-control')).toBe('no-store')
  })
})
