import Database from 'better-sqlite3'
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { testForms, validBody } from '../src/testing/test-forms.ts'
import { makeDist } from './testing/fixtures.ts'
import { spawnServer, type SpawnedServer } from './testing/spawn-server.ts'
import { post } from './testing/test-server.ts'

const start = join(import.meta.dirname, 'start.mjs')
const cleanUps: (() => void)[] = []
afterAll(() => cleanUps.forEach((cleanUp) => cleanUp()))

const folder = (prefix: string) => {
  const made = mkdtempSync(join(tmpdir(), prefix))
  cleanUps.push(() => rmSync(made, { recursive: true, force: true }))
  return made
}

/** A mail server on 127.0.0.1 that takes the connection and then says nothing, as a stuck provider does. */
async function silentMailServer() {
  const sockets: Socket[] = []
  let connected: () => void = () => {}
  const isConnected = new Promise<void>((resolve) => (connected = resolve))
  const server = createServer((socket) => {
    sockets.push(socket)
    connected()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanUps.push(() => {
    for (const socket of sockets) socket.destroy()
    server.close()
  })
  return { url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, isConnected }
}

/** A built site dated in the future, so that nothing is built before the server starts. */
function currentSite() {
  const dist = makeDist()
  cleanUps.push(() => rmSync(dist, { recursive: true, force: true }))
  const future = new Date(Date.now() + 365 * 86_400_000)
  utimesSync(join(dist, 'site-manifest.json'), future, future)
  const code = folder('stop-code-')
  writeFileSync(join(code, 'code-version.txt'), 'none')
  return { SITE_DIST: dist, SITE_CODE: code }
}

describe('stopping the server as systemd does (SIGTERM)', () => {
  let server: SpawnedServer | undefined
  afterAll(() => server?.stop())

  it('exits 0 within seconds while an email hangs, keeping the email for the next start', async () => {
    const mail = await silentMailServer()
    const dataDir = folder('stop-data-')
    server = spawnServer(start, {
      ...currentSite(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'a long test phrase for stop',
      SMTP_URL: mail.url,
      NOTIFY_EMAIL: 'office@cleaners.test',
    })
    const [, address] = await server.waitFor(/Site running at (http:\/\/\S+?)\/ /, 60_000)
    expect((await post(address!, '/api/forms/booking', validBody(testForms.booking!))).ok).toBe(true)
    await mail.isConnected

    const stoppedAt = performance.now()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    // About a second on a quiet machine, up to 6 s on a busy one while the worker pool still starts; the
    // mail server's silence held it 30 s (nodemailer's greeting timeout), against systemd's limit of 30 s.
    expect(performance.now() - stoppedAt).toBeLessThan(10_000)

    const db = new Database(join(dataDir, 'site.db'), { readonly: true })
    const jobs = db.prepare('SELECT channel, delivered_at, gave_up_at FROM outbox').all()
    db.close()
    expect(jobs).toEqual([{ channel: 'email', delivered_at: null, gave_up_at: null }])
  }, 90_000)
})
