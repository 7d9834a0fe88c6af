import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const password = 'the owner’s long office phrase'
const running: TestServer[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
})

const lines: string[] = []

async function start(adminHost?: string) {
  const server = await startTestServer({
    settings: { adminPassword: password, adminHost },
    log: (line) => lines.push(line),
  })
  running.push(server)
  return server
}

const directives = (policy: string | undefined): Record<string, string[]> =>
  Object.fromEntries((policy ?? '').split(/;\s*/).map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

async function logIn(server: TestServer, host = 'localhost') {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/admin/api/login',
    headers: { host },
    payload: { password },
  })
  expect(answer.statusCode).toBe(200)
  const cookie = answer.cookies.find((one) => one.name === 'admin_session')!
  return `admin_session=${cookie.value}`
}

describe('the /admin policy', () => {
  it('allows scripts only from the site, no inline script, no framing, no plugins, no <base>', async () => {
    const server = await start()
    for (const url of ['/admin', '/admin/inbox', '/admin/api/forms']) {
      const policy = directives((await server.app.inject(url)).headers['content-security-policy'] as string)
      expect(policy['script-src']).toEqual(["'self'"])
      expect(policy['frame-ancestors']).toEqual(["'none'"])
      expect(policy['object-src']).toEqual(["'none'"])
      expect(policy['base-uri']).toEqual(["'none'"])
    }
    const preview = await server.app.inject('/admin/preview')
    expect(directives(preview.headers['content-security-policy'] as string)['frame-ancestors']).toEqual(["'self'"])
    expect(directives(preview.headers['content-security-policy'] as string)['script-src']).toEqual(["'self'"])
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('keeps the signed-in window apart from any window that opened it, and only there', async () => {
    const server = await start()
    for (const url of ['/admin', '/admin/inbox', '/admin/api/forms'])
      expect((await server.app.inject(url)).headers['cross-origin-opener-policy']).toBe('same-origin')
    expect((await server.app.inject('/')).headers['cross-origin-opener-policy']).toBeUndefined()
  })

  it('leaves the public pages theirs, with no script from another site', async () => {
    const server = await start()
    const policy = directives((await server.app.inject('/')).headers['content-security-policy'] as string)
    expect(policy['script-src']?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
  })

  it('matches the /admin page, which has no inline script', () => {
    const root = resolve(import.meta.dirname, '..', '..')
    const pages = [join(root, 'src/admin/index.html'), join(root, '.build/client/admin/index.html')].filter(existsSync)
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) {
      const scripts = [...readFileSync(page, 'utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      expect(scripts.length).toBeGreaterThan(0)
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\ssrc="/)
        expect(body!.trim()).toBe('')
      }
      expect(readFileSync(page, 'utf8')).not.toMatch(/\son[a-z]+=/i)
    }
  })
})

describe('the session’s CSRF token', () => {
  it('is not handed out by a plain GET', async () => {
    const server = await start()
    const cookie = await logIn(server)
    const answer = await server.app.inject({ url: '/admin/api/session', headers: { cookie } })
    expect(answer.statusCode).toBe(405)
    expect(answer.body).not.toMatch(/csrf/i)
  })

  it('is handed out to a same-origin POST with the session cookie only', async () => {
    const server = await start()
    const cookie = await logIn(server)
    const ask = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/admin/api/session',
        headers: { host: 'localhost', ...headers },
        payload: {},
      })
    const crossSite = await ask({ cookie, 'sec-fetch-site': 'cross-site' })
    expect(crossSite.statusCode).toBe(403)
    expect(crossSite.body).not.toMatch(/csrfToken/)
    expect((await ask({ cookie, origin: 'https://evil.example' })).statusCode).toBe(403)
    expect((await ask({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(401)
    const own = await ask({ cookie, 'sec-fetch-site': 'same-origin' })
    expect(own.statusCode).toBe(200)
    expect(own.json()).toEqual({
      csrfToken: expect.stringMatching(/^[\w-]{40,}$/),
      isPasswordFromEnvironment: true,
      person: { id: 'owner', name: 'Owner', role: 'owner', isYou: true, hasPassword: true },
      timeZone: 'Africa/Nairobi',
    })
    expect((await ask({ cookie, origin: 'http://localhost' })).statusCode).toBe(200)
  })
})

describe('ADMIN_HOST', () => {
  it('serves /admin and its API on that host name only', async () => {
    const server = await start('admin.cleaners.test')
    expect(lines).toContainEqual(expect.stringMatching(/inbox and editor at \/admin on admin\.cleaners\.test only/))
    const urls = ['/admin', '/admin/', '/admin/inbox', '/admin/api/forms', '/admin/requests.xlsx']
    const elsewhere: Record<string, number> = {}
    for (const url of urls)
      elsewhere[url] = (await server.app.inject({ url, headers: { host: 'www.cleaners.test' } })).statusCode
    expect(elsewhere).toEqual(Object.fromEntries(urls.map((url) => [url, 404])))
    const login = await server.app.inject({
      method: 'POST',
      url: '/admin/api/login',
      headers: { host: 'www.cleaners.test' },
      payload: { password },
    })
    expect(login.statusCode).toBe(404)
    expect(login.cookies).toEqual([])
    expect((await server.app.inject({ url: '/admin', headers: { host: 'Admin.Cleaners.test:8443' } })).statusCode).toBe(
      200,
    )
    await logIn(server, 'admin.cleaners.test')
    // The public site still answers on every host.
    expect((await server.app.inject({ url: '/', headers: { host: 'www.cleaners.test' } })).statusCode).toBe(200)
  })
})
