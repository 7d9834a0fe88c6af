import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { delayAfter, loginThrottle } from '../admin/login/login-throttle.ts'
import { openDatabase } from '../storage/database.ts'
import { addPerson, callAdmin, logInToAdmin } from '../testing/admin-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { untrustedProxySentence } from './forwarded-warning.ts'

const password = 'the owner’s long office phrase'
let dataDir: string
const running: TestServer[] = []

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'login-guessing-'))
})
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
  rmSync(dataDir, { recursive: true, force: true })
})

async function start(options: { trustProxy?: string[]; log?: (line: string) => void } = {}) {
  const server = await startTestServer({
    dataDir,
    settings: { adminPassword: password, loginsPer15Minutes: 100_000 },
    trustProxy: options.trustProxy,
    log: options.log,
  })
  running.push(server)
  return server
}

function logIn(base: string, attempt: string, headers: Record<string, string> = {}) {
  return fetch(`${base}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ password: attempt }),
  })
}

const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('admin_device='))
    ?.split(';')[0]

describe('the wait between failed logins', () => {
  it('grows with each failure after the fifth, and a success clears it', async () => {
    const db = openDatabase(dataDir)
    let now = 1_000_000
    const throttle = loginThrottle(db, () => now)
    const keys = ['address:203.0.113.1', 'account:owner']
    for (let n = 0; n < 5; n++) expect(await throttle.take(keys)).toEqual({ isAllowed: true })
    expect(await throttle.take(keys)).toEqual({ isAllowed: false, retryAfterSeconds: 1 })
    now += 1000
    expect(await throttle.take(keys)).toEqual({ isAllowed: true })
    expect(await throttle.take(keys)).toEqual({ isAllowed: false, retryAfterSeconds: 2 })
    // Another address is slowed too: the account is.
    expect(await throttle.take(['address:198.51.100.1', 'account:owner'])).toEqual({
      isAllowed: false,
      retryAfterSeconds: 2,
    })
    now += 2000
    expect(await throttle.take(keys)).toEqual({ isAllowed: true })
    expect(await throttle.take(keys)).toEqual({ isAllowed: false, retryAfterSeconds: 4 })
    await throttle.succeeded(keys)
    expect(await throttle.take(keys)).toEqual({ isAllowed: true })
    db.close()
  })

  it('is none for the first five, then 1 s, doubling up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 14, 15, 100].map(delayAfter)).toEqual([0, 0, 1000, 2000, 4000, 512_000, 900_000, 900_000])
  })
})

describe('guessing the password from many machines', () => {
  it('is slowed per account, while the owner’s browser logs in at once', async () => {
    const server = await start({ trustProxy: ['127.0.0.1'] })
    const owner = await logIn(server.base, password)
    const device = deviceCookieOf(owner)
    expect(owner.status).toBe(200)
    expect(device).toMatch(/^admin_device=[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(owner.headers.getSetCookie().some((line) => line.startsWith('admin_session='))).toBe(true)

    const started = Date.now()
    const guesses = Array.from({ length: 250 }, (_, n) =>
      logIn(server.base, `guess ${n}`, { 'x-forwarded-for': `203.0.113.${n % 50}` }).then((answer) => answer.status),
    )
    const statuses = await Promise.all(guesses)
    // Five free failures, then one more each time the account's wait (1 s, 2 s, 4 s, …) has passed.
    const seconds = (Date.now() - started) / 1000
    const allowed = 5 + Math.ceil(Math.log2(seconds + 1)) + 1
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(allowed)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(250 - allowed)

    // Mid-attack, with twelve failures just now: someone new, from an address that never failed, waits.
    server.app.db
      .prepare("UPDATE login_failures SET failures = 12, last_failure_at = ? WHERE key = 'account:owner'")
      .run(Date.now())
    const stranger = await logIn(server.base, password, { 'x-forwarded-for': '198.51.100.7' })
    expect(stranger.status).toBe(429)
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(120)
    expect(((await stranger.json()) as { error: string }).error).toMatch(
      /^Too many wrong passwords\. Try again in 3 minutes\.$/,
    )

    // The browser that logged in before is not slowed by anyone else's failures.
    const again = await logIn(server.base, password, { cookie: device!, 'x-forwarded-for': '203.0.113.1' })
    expect(again.status).toBe(200)
  })

  it('slows one address, and remembers its failures across a restart', async () => {
    const first = await start()
    for (let n = 0; n < 5; n++) expect((await logIn(first.base, 'guess')).status).toBe(401)
    expect((await logIn(first.base, 'guess')).status).toBe(429)
    await first.close()
    running.splice(0)
    const second = await start()
    expect(second.query('SELECT key, failures FROM login_failures ORDER BY key')).toEqual([
      { key: 'account:owner', failures: 5 },
      { key: 'address:127.0.0.1', failures: 5 },
    ])
    await second.close()
    running.splice(0)
    // Twelve failures in a row, the last just now: the next start still makes the address wait 2 minutes.
    const db = openDatabase(dataDir)
    db.prepare("UPDATE login_failures SET failures = 12, last_failure_at = ? WHERE key = 'address:127.0.0.1'").run(
      Date.now(),
    )
    db.close()
    const third = await start()
    const refused = await logIn(third.base, password)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(120)
  })

  it('counts a device’s own failures against that device only, and refuses a forged device cookie', async () => {
    const server = await start()
    const device = deviceCookieOf(await logIn(server.base, password))!
    for (let n = 0; n < 5; n++) expect((await logIn(server.base, 'guess', { cookie: device })).status).toBe(401)
    expect((await logIn(server.base, 'guess', { cookie: device })).status).toBe(429)
    expect((await logIn(server.base, password)).status).toBe(200)

    const forged = device.replace(/\.[\w-]+$/, '.forged')
    for (let n = 0; n < 5; n++) expect((await logIn(server.base, 'guess', { cookie: forged })).status).toBe(401)
    expect((await logIn(server.base, password, { cookie: forged })).status).toBe(429)
  })
})

describe('guessing the current password when changing it', () => {
  it('is slowed as wrong logins are: by address and by account, and the right one clears it', async () => {
    const server = await start({ trustProxy: ['127.0.0.1'] })
    const owner = await logInToAdmin(server.base, password)
    const own = 'the editor’s own long phrase'
    await addPerson(server.base, owner, { name: 'Wanjiru', role: 'editor', password: own })
    const session = await logInToAdmin(server.base, own, 'Wanjiru')
    const change = (current: string) =>
      callAdmin(server.base, '/admin/api/password', {
        session,
        body: { current, next: 'a new long office phrase' },
        headers: { 'x-forwarded-for': '203.0.113.5' },
      })
    for (let n = 0; n < 5; n++) expect((await change(`guess ${n}`)).status).toBe(422)
    const slowed = await change(own)
    expect(slowed.status).toBe(429)
    expect(slowed.headers.get('retry-after')).toBe('1')
    expect(((await slowed.json()) as { error: string }).error).toBe('Too many wrong passwords. Try again in 1 second.')
    // The account is slowed wherever its password is tried next, at the login too.
    const login = await callAdmin(server.base, '/admin/api/login', {
      body: { name: 'Wanjiru', password: own },
      headers: { 'x-forwarded-for': '198.51.100.7' },
    })
    expect(login.status).toBe(429)

    await new Promise((wait) => setTimeout(wait, 1100))
    expect((await change(own)).status).toBe(200)
    expect(server.query('SELECT key FROM login_failures')).toEqual([])
  })
})

describe('forwarded addresses', () => {
  it('are believed only from TRUST_PROXY, and their arrival without it is said once, in one sentence', async () => {
    const lines: string[] = []
    const server = await start({ log: (line) => lines.push(line) })
    for (let n = 0; n < 3; n++) await logIn(server.base, 'guess', { 'x-forwarded-for': `203.0.113.${n}` })
    expect(lines.filter((line) => line.startsWith('admin: failed login'))).toEqual(
      Array.from({ length: 3 }, () => 'admin: failed login from 127.0.0.1'),
    )
    expect(lines.filter((line) => line.includes('TRUST_PROXY'))).toEqual([untrustedProxySentence])
    expect(untrustedProxySentence.split(/[.!?](\s|$)/).filter((part) => part.trim()).length).toBe(1)
  })

  it('give each visitor their own address behind a trusted proxy, with no warning', async () => {
    const lines: string[] = []
    const server = await start({ trustProxy: ['127.0.0.1'], log: (line) => lines.push(line) })
    await logIn(server.base, 'guess', { 'x-forwarded-for': '203.0.113.9' })
    expect(lines).toContain('admin: failed login from 203.0.113.9')
    expect(lines.some((line) => line.includes('TRUST_PROXY'))).toBe(false)
  })
})
