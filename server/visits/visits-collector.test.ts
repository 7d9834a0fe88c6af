import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const view = { event: 'view', path: '/', referrer: 'www.google.com', device: 'phone' }

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ settings: { visitsPerMinute: 40 } })
})
afterAll(() => server.close())

const send = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.base}/api/visits`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': phone, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const storedEvents = () => {
  const db = new Database(join(server.dataDir, 'visits.db'), { readonly: true })
  try {
    return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM events').get()?.n ?? 0
  } finally {
    db.close()
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 250))

describe('POST /api/visits', () => {
  it('stores a page view sent as sendBeacon sends it, without a cookie', async () => {
    const response = await send(view)
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toBeNull()
    const asJson = await send({ ...view, event: 'call-tap' }, { 'content-type': 'application/json' })
    expect(asJson.status).toBe(204)
    await settle()
    expect(storedEvents()).toBe(2)
  })

  it.each([
    ['an unknown event', { ...view, event: 'purchase' }, 'event'],
    ['a path that is no page of the site', { ...view, path: '/wp-login.php' }, 'path'],
    ['a full address as referrer', { ...view, referrer: 'https://www.google.com/search?q=x' }, 'referrer'],
    ['an unknown field', { ...view, email: 'a@b.c' }, 'email'],
    ['a missing device', { event: 'view', path: '/', referrer: '' }, 'device'],
    ['a campaign name over 100 characters', { ...view, utmSource: 'x'.repeat(101) }, 'utmSource'],
    ['a list', [view], ''],
  ])('refuses %s with 400 and its field, storing nothing', async (_name, body, field) => {
    const before = storedEvents()
    const response = await send(body)
    expect(response.status).toBe(400)
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toContain(field)
    await settle()
    expect(storedEvents()).toBe(before)
  })

  it('counts any form’s popup opened by its form, and the old quote popup, and refuses a form the site lacks', async () => {
    const kinds = () => {
      const db = new Database(join(server.dataDir, 'visits.db'), { readonly: true })
      try {
        return db
          .prepare<[], { kind: number; form: string | null }>(
            'SELECT kind, names.name AS form FROM events LEFT JOIN names ON names.id = kind - 1000 WHERE kind > 0 ORDER BY events.rowid',
          )
          .all()
      } finally {
        db.close()
      }
    }
    expect((await send({ ...view, event: 'form-opened', form: 'contact' })).status).toBe(204)
    expect((await send({ ...view, event: 'quote-opened' })).status).toBe(204)
    for (const wrong of [
      { ...view, event: 'form-opened', form: 'no-such-form' },
      { ...view, event: 'form-opened' },
      { ...view, form: 'contact' },
    ]) {
      const response = await send(wrong)
      expect(response.status).toBe(400)
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['form'])
    }
    await settle()
    expect(kinds().slice(-2)).toEqual([
      { kind: expect.any(Number), form: 'contact' },
      { kind: 4, form: null },
    ])
  })

  it('refuses text that is not JSON with 400, and a body over 1 KiB with 413', async () => {
    expect((await send('{"event": "view"')).status).toBe(400)
    expect((await send({ ...view, utmCampaign: 'x'.repeat(1100) })).status).toBe(413)
  })

  it('answers bots and headless browsers 204 without counting them', async () => {
    const before = storedEvents()
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      '',
    ])
      expect((await send(view, { 'user-agent': userAgent })).status).toBe(204)
    await settle()
    expect(storedEvents()).toBe(before)
  })

  it('refuses a page of another site', async () => {
    const response = await send(view, { 'sec-fetch-site': 'cross-site' })
    expect(response.status).toBe(403)
  })

  it('answers 429 to an address that floods it', async () => {
    const statuses = []
    for (let n = 0; n < 45; n++) statuses.push((await send(view)).status)
    expect(statuses).toContain(429)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
  })
})
