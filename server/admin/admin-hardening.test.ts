import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { callAdmin, logInToAdmin } from '../testing/admin-client.ts'

const first = 'the first long office phrase'
const second = 'a second long office phrase'

let dataDir: string
const running: TestServer[] = []

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'admin-hardening-'))
})
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
  rmSync(dataDir, { recursive: true, force: true })
})

/** A server on the same data folder each time, as a restart is. */
async function start(settings: { adminPassword?: string; loginsPer15Minutes?: number }, log?: (line: string) => void) {
  const shown: string[] = []
  const server = await startTestServer({ dataDir, settings, log, onFirstRunPassword: (made) => shown.push(made) })
  running.push(server)
  return { ...server, shown }
}

async function restart(server: TestServer, settings: Parameters<typeof start>[0], log?: (line: string) => void) {
  await server.close()
  running.splice(running.indexOf(server), 1)
  return start(settings, log)
}

const inbox = (base: string, session: Awaited<ReturnType<typeof logInToAdmin>>) =>
  callAdmin(base, '/admin/api/submissions', { session }).then((response) => response.status)

describe('admin sessions and a changed ADMIN_PASSWORD', () => {
  it('end when the server restarts with another ADMIN_PASSWORD, and survive a restart with the same one', async () => {
    const before = await start({ adminPassword: first })
    const session = await logInToAdmin(before.base, first)
    const same = await restart(before, { adminPassword: first })
    expect(await inbox(same.base, session)).toBe(200)

    const changed = await restart(same, { adminPassword: second })
    expect(await inbox(changed.base, session)).toBe(401)
    expect((await callAdmin(changed.base, '/admin/api/login', { body: { password: first } })).status).toBe(401)
    expect(await inbox(changed.base, await logInToAdmin(changed.base, second))).toBe(200)
  })

  it('end when ADMIN_PASSWORD is removed, handing /admin back to the stored password', async () => {
    const made = await start({})
    const stored = made.shown[0]!
    const withEnvironment = await restart(made, { adminPassword: first })
    const session = await logInToAdmin(withEnvironment.base, first)
    const without = await restart(withEnvironment, {})
    expect(await inbox(without.base, session)).toBe(401)
    await logInToAdmin(without.base, stored)
  })
})

describe('a weak ADMIN_PASSWORD', () => {
  it('is not used: one plain log line says why, and the stored password decides', async () => {
    const lines: string[] = []
    const server = await start({ adminPassword: 'a' }, (line) => lines.push(line))
    expect(lines.filter((line) => line.includes('ADMIN_PASSWORD'))).toEqual([
      'ADMIN_PASSWORD is not used because it is too weak (Use at least 12 characters; a few words you will remember work well); /admin takes the password stored in the database instead.',
    ])
    expect((await callAdmin(server.base, '/admin/api/login', { body: { password: 'a' } })).status).toBe(401)
    expect(server.shown).toHaveLength(1)
    await logInToAdmin(server.base, server.shown[0]!)
  })
})

describe('the login limit', () => {
  it('counts failed attempts across a restart, logging each with the address', async () => {
    const lines: string[] = []
    const settings = { adminPassword: first, loginsPer15Minutes: 3 }
    const before = await start(settings, (line) => lines.push(line))
    const wrong = (base: string) => callAdmin(base, '/admin/api/login', { body: { password: 'guess' } })
    const statuses = [(await wrong(before.base)).status, (await wrong(before.base)).status]
    const after = await restart(before, settings, (line) => lines.push(line))
    statuses.push((await wrong(after.base)).status)
    const refused = await wrong(after.base)
    statuses.push(refused.status)
    expect(statuses).toEqual([401, 401, 401, 429])
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800)
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many login attempts\. Try again in 15 minutes\.$/,
    )
    expect(lines.filter((line) => line.startsWith('admin: failed login'))).toEqual(
      Array.from({ length: 3 }, () => 'admin: failed login from 127.0.0.1'),
    )
    expect(lines).toContain('admin: login from 127.0.0.1 refused: too many attempts in 15 minutes')
  })

  it('counts sign-in links that do not work against the address, as it counts logins', async () => {
    const server = await start({ adminPassword: first, loginsPer15Minutes: 2 })
    const tryLink = (token: string) =>
      callAdmin(server.base, '/admin/api/sign-in-link', { body: { token, password: second } })
    expect((await tryLink('guess-one')).status).toBe(404)
    expect((await tryLink('guess-two')).status).toBe(404)
    const refused = await tryLink('guess-three')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many login attempts\. Try again in 15 minutes\.$/,
    )
    expect(server.query('SELECT count(*) AS n FROM login_attempts')).toEqual([{ n: 2 }])
  })

  it('does not count logins that succeed', async () => {
    const server = await start({ adminPassword: first, loginsPer15Minutes: 2 })
    for (let n = 0; n < 4; n++) await logInToAdmin(server.base, first)
    expect(server.query('SELECT count(*) AS n FROM login_attempts')).toEqual([{ n: 0 }])
  })
})
