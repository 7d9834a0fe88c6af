import { chmodSync, mkdtempSync, rmSync, utimesSync } from 'node:fs'
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

/** `npm start` on a site built in the future (so nothing is rebuilt), with LOG_FORMAT set as told. */
async function startWith(logFormat: string | undefined) {
  const dist = makeDist()
  const dataDir = mkdtempSync(join(tmpdir(), 'log-format-data-'))
  folders.push(dist, dataDir)
  const future = new Date(Date.now() + 365 * 86_400_000)
  utimesSync(join(dist, 'site-manifest.json'), future, future)
  chmodSync(dist, 0o755)
  const server = spawnServer(join(import.meta.dirname, 'start.ts'), {
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'a long test phrase for the log',
    SITE_DIST: dist,
    DATA_DIR: dataDir,
    LOG_FORMAT: logFormat,
  })
  servers.push(server)
  const [, address] = await server.waitFor(/Site running at (http:\/\/[^/\s"]+)\//, 60_000)
  // A sign-in link's token is a secret: no log may keep it.
  await fetch(`${address}/admin/sign-in?token=secret-token-123`)
  await server.waitFor(/Edit it and read form requests/)
  return server
}

describe('LOG_FORMAT', () => {
  it('json: every line is one JSON event, the requests among them, without their query', async () => {
    const server = await startWith('json')
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

  it('unset: plain lines, as a person reads them', async () => {
    const server = await startWith(undefined)
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
