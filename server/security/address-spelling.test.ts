import { request, type IncomingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { normalAddress } from './normal-address.ts'

const password = 'the owner’s long office phrase'
const adminHost = 'admin.cleaners.test'
const publicHost = 'www.cleaners.test'

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** Sends the request line's address exactly as written: fetch would tidy `..`, `//` and `%61` first. */
function sendAsWritten(
  base: string,
  target: string,
  { host, method = 'GET', body }: { host: string; method?: string; body?: unknown },
): Promise<Answer> {
  const { hostname, port } = new URL(base)
  const text = body === undefined ? undefined : JSON.stringify(body)
  const headers = { host, ...(text === undefined ? {} : { 'content-type': 'application/json' }) }
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, method, path: target, headers, timeout: 5000 }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
    })
    sent.on('timeout', () => sent.destroy(new Error(`${target} had no answer in 5 s`)))
    sent.on('error', reject)
    sent.end(text)
  })
}

/** What a person sees of an answer that matters here: reached /admin or not, and how it was protected. */
function outcome({ status, headers, body }: Answer): string {
  const policy = String(headers['content-security-policy'] ?? '')
  const isAdminPolicy = /script-src 'self';/.test(policy) && /base-uri 'none'/.test(policy)
  const isPrivate = headers['cache-control'] === 'no-store'
  if (body.includes('The /admin app is not built yet') || status === 401)
    return `admin ${status}${isAdminPolicy ? ', admin policy' : ''}${isPrivate ? ', no-store' : ''}`
  if (body === 'There is no page at this address.') return `admin hidden ${status}`
  if (body.includes('<title>Not found</title>')) return `not found ${status}`
  if (body.includes('<title>Home</title>')) return `home ${status}`
  return `other ${status}: ${body.slice(0, 80)}`
}

/** Spellings of /admin/api/people that name it once decoded: each reaches /admin with every protection. */
const peopleSpellings = [
  '/admin/api/people',
  '/%61dmin/api/people',
  '/%61%64%6D%69%6E/api/people',
  '//admin/api/people',
  '/./admin/api/people',
  '/foo/../admin/api/people',
  '/%2e%2e/admin/api/people',
  '/admin/./api//people',
  '/admin/api/people#top',
  'http://www.cleaners.test/admin/api/people',
]

/** Spellings of the /admin app page. */
const appSpellings = ['/admin', '/%61dmin', '//admin', '/./admin', '/foo/../admin', '/admin/x/..']

/** Spellings that do not name /admin once decoded once: they never reach its handlers. */
const otherSpellings = ['/%2561dmin', '/%2561dmin/api/people', '/admin%2Fapi%2Fpeople', '/ADMIN/api/people']

describe('without ADMIN_HOST', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ settings: { adminPassword: password } })
  })
  afterAll(() => server.close())

  const send = (target: string, options: { method?: string; body?: unknown } = {}) =>
    sendAsWritten(server.base, target, { host: publicHost, ...options })

  it('answers every spelling of an /admin call as /admin: no session, no-store, the admin policy', async () => {
    const seen: Record<string, string> = {}
    for (const target of peopleSpellings) seen[target] = outcome(await send(target))
    expect(seen).toEqual(
      Object.fromEntries(peopleSpellings.map((target) => [target, 'admin 401, admin policy, no-store'])),
    )
  })

  it('serves every spelling of the /admin page with the admin policy and no-store', async () => {
    const seen: Record<string, string> = {}
    for (const target of appSpellings) seen[target] = outcome(await send(target))
    expect(seen).toEqual(
      Object.fromEntries(appSpellings.map((target) => [target, 'admin 200, admin policy, no-store'])),
    )
  })

  it('leaves /admin by "..", and does not decode twice', async () => {
    expect(outcome(await send('/admin/..'))).toBe('home 200')
    const seen: Record<string, string> = {}
    for (const target of otherSpellings) seen[target] = outcome(await send(target))
    expect(seen).toEqual(Object.fromEntries(otherSpellings.map((target) => [target, 'not found 404'])))
  })
})

describe('with ADMIN_HOST', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ settings: { adminPassword: password, adminHost } })
  })
  afterAll(() => server.close())

  it('hides every spelling of /admin on the public host name, the login included', async () => {
    const seen: Record<string, string> = {}
    for (const target of [...peopleSpellings, ...appSpellings])
      seen[target] = outcome(await sendAsWritten(server.base, target, { host: publicHost }))
    expect(seen).toEqual(
      Object.fromEntries([...peopleSpellings, ...appSpellings].map((target) => [target, 'admin hidden 404'])),
    )
    for (const target of ['/%61dmin/api/login', '//admin/api/login', '/./admin/api/login']) {
      const login = await sendAsWritten(server.base, target, { host: publicHost, method: 'POST', body: { password } })
      expect([target, outcome(login), login.headers['set-cookie']]).toEqual([target, 'admin hidden 404', undefined])
    }
  })

  it('answers them on the admin host name as /admin, with every protection', async () => {
    const seen: Record<string, string> = {}
    for (const target of peopleSpellings)
      seen[target] = outcome(await sendAsWritten(server.base, target, { host: adminHost }))
    expect(seen).toEqual(
      Object.fromEntries(peopleSpellings.map((target) => [target, 'admin 401, admin policy, no-store'])),
    )
  })

  it('never reaches /admin by a spelling that is not /admin once decoded', async () => {
    // The admin host name serves no public page, the site's own 404 page included.
    for (const [host, notFound] of [
      [publicHost, 'not found 404'],
      [adminHost, 'admin hidden 404'],
    ] as const) {
      const seen: Record<string, string> = {}
      for (const target of otherSpellings) seen[target] = outcome(await sendAsWritten(server.base, target, { host }))
      expect(seen).toEqual(Object.fromEntries(otherSpellings.map((target) => [target, notFound])))
    }
  })
})

describe('the one spelling of an address', () => {
  it('keeps the query as it was sent, and leaves what the router refuses to the router', () => {
    expect(normalAddress('/%61dmin/api/drafts/x/preview?path=/../%61#top')).toBe(
      '/admin/api/drafts/x/preview?path=/../%61',
    )
    expect(normalAddress('/a%2Fb%20c/%2561')).toBe('/a%2Fb%20c/%2561')
    expect(normalAddress('HTTPS://host.test?x=1')).toBe('/?x=1')
    expect(normalAddress('*')).toBe('*')
    expect(normalAddress('/%zz/../x')).toBe('/x')
  })
})
