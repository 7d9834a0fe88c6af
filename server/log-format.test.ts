import { chmodSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { logFormatFromEnv } from './log-format.ts'
import { makeDist } from './testing/fixtures.ts'
import { spawnServer, type SpawnedServer } from './testing/spawn-server.ts'

const folders: string[] = []
const servers: SpawnedServer[] = []
afterAll(() => {
  for (const server of servers) server.stop()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

const inAYear = () => new Date(Date.now() + 365 * 86_400_000)

/**
 * `npm start` with LOG_FORMAT set as told, on a small site built at `builtAt` (in the future, nothing is rebuilt) and,
 * if given, with a site.yaml of `siteText`; resolves once it runs, with its address.
 */
async function startWith(logFormat: string | undefined, { builtAt = inAYear(), siteText = '' } = {}) {
  const dist = makeDist()
  const folder = mkdtempSync(join(tmpdir(), 'log-format-'))
  folders.push(dist, folder)
  utimesSync(join(dist, 'site-manifest.json'), builtAt, builtAt)
  chmodSync(dist, 0o755)
  const siteFile = join(folder, 'site.yaml')
  if (siteText) writeFileSync(siteFile, siteText)
  const server = spawnServer(join(import.meta.dirname, 'start.ts'), {
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'a long test phrase for the log',
    SITE_DIST: dist,
    ...(siteText ? { SITE_YAML: siteFile } : {}),
    DATA_DIR: join(folder, 'data'),
    LOG_FORMAT: logFormat,
  })
  servers.push(server)
  const [, address] = await server.waitFor(/Site running at (http:\/\/[^/\s"]+)\//, 90_000)
  return { server, address: address! }
}

/** The server started as `startWith` does, once it has logged a sign-in link's visit. */
async function startSignedInWith(logFormat: string | undefined) {
  const { server, address } = await startWith(logFormat)
  // A sign-in link's token is a secret: no log may keep it.
  await fetch(`${address}/admin/sign-in?token=secret-token-123`)
  await server.waitFor(/Edit it and read form requests/)
  return server
}

describe('LOG_FORMAT', () => {
  it('json: every line is one JSON event, the requests among them, without their query', async () => {
    const server = await startSignedInWith('json')
    await server.waitFor(/"statusCode":\d+/)
    const lines = server.output().trim().split('\n')
    const events = lines.map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } })
    expect(events.map((event) => event.msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Form receiver: stores submissions in /),
        expect.stringMatching(/^Site running at http:/),
        'incoming request',
      ]),
    )
    expect(events.find((event) => event.req)?.req?.url).toBe('/admin/sign-in')
    expect(server.output()).not.toContain('secret-token-123')
  }, 90_000)

  it('json: nothing but JSON lines, each at its level, naming the host and user agent of a request', async () => {
    // The site's text is newer than the build and holds a mistake: the build runs, stops, and the last good one is served.
    const anHourAgo = new Date(Date.now() - 3_600_000)
    const { server, address } = await startWith('json', { builtAt: anHourAgo, siteText: 'business: [\n' })
    const userAgent = 'log-test/1.0 (checking the levels)'
    const send = (path: string, body: unknown) =>
      fetch(`${address}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        body: JSON.stringify(body),
      })
    expect((await send('/admin/api/login', { password: 'not the password' })).status).toBe(401)
    expect((await send('/api/forms/contact', { name: '' })).status).toBe(422)
    await server.waitFor(/was refused \(422\)/)
    await server.waitFor(/"statusCode":422/)

    type Event = { level: number; msg: string; host?: string; userAgent?: string }
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '')
    const events = lines.map((line) => {
      try {
        return JSON.parse(line) as Event
      } catch {
        throw new Error(`Not a JSON line: ${line}`)
      }
    })
    const levelOf = (pattern: RegExp) => events.filter((event) => pattern.test(event.msg)).map((event) => event.level)
    expect({
      building: levelOf(/^Building the site first/),
      report: levelOf(/site\.yaml:1:/),
      lastGood: levelOf(/WARNING: the build stopped/),
      running: levelOf(/^Site running at/),
      failedLogin: levelOf(/^admin: failed login from /),
      refusedForm: levelOf(/^receiver: a post to form contact was refused \(422\)/),
    }).toEqual({ building: [30], report: [50], lastGood: [40], running: [30], failedLogin: [40], refusedForm: [40] })
    const host = new URL(address).host
    const aboutRequests = events.filter((event) =>
      /^(admin: failed login|receiver: a post|incoming request)/.test(event.msg),
    )
    expect(aboutRequests.length).toBeGreaterThanOrEqual(4)
    for (const event of aboutRequests)
      expect([event.msg, event.host, event.userAgent]).toEqual([event.msg, host, userAgent])
  }, 120_000)

  it('unset: plain lines, as a person reads them', async () => {
    const server = await startSignedInWith(undefined)
    const output = server.output()
    expect(output).toMatch(/^Form receiver: stores submissions in /m)
    expect(output).toMatch(/^Site running at http:/m)
    expect(output).not.toMatch(/^\{/m)
  }, 90_000)

  it('refuses a value it does not know, naming both it knows', () => {
    expect(logFormatFromEnv({ LOG_FORMAT: ' JSON ' })).toBe('json')
    expect(logFormatFromEnv({})).toBe('plain')
    expect(() => logFormatFromEnv({ LOG_FORMAT: 'yaml' })).toThrow('LOG_FORMAT must be json or plain, not "yaml"')
  })
})
