import { readFileSync, writeFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { healthOf } from '../testing/health-of.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { backupStaleAfterSeconds, lastBackupFile, recordGoodBackup } from './last-backup.ts'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

describe('/healthz and the last good backup', () => {
  it('says nothing is wrong before the first backup, as backups are not set up yet', async () => {
    server = await startTestServer()
    const { status, body } = await healthOf(server.app)
    expect(status).toBe(200)
    expect(body.backup).toEqual({ ok: true, isSetUp: false })
  })

  it('gives the age of the last good backup and stays well while it is recent', async () => {
    server = await startTestServer()
    recordGoodBackup(server.dataDir, hoursAgo(3))
    const { status, body } = await healthOf(server.app)
    expect(status).toBe(200)
    expect(body.backup).toEqual({ ok: true, isSetUp: true, ageSeconds: expect.closeTo(3 * 3600, -1) })
  })

  it(`answers 503 once the last good backup is older than ${backupStaleAfterSeconds / 3600} hours`, async () => {
    expect(backupStaleAfterSeconds).toBe(26 * 3600)
    server = await startTestServer()
    recordGoodBackup(server.dataDir, hoursAgo(27))
    const { status, body } = await healthOf(server.app)
    expect(status).toBe(503)
    expect(body.ok).toBe(false)
    expect(body.backup).toEqual({ ok: false, isSetUp: true, ageSeconds: expect.closeTo(27 * 3600, -1) })
  })

  it('counts a damaged record as a backup that cannot be vouched for, and names no path', async () => {
    server = await startTestServer()
    recordGoodBackup(server.dataDir, hoursAgo(1))
    expect(JSON.parse(readFileSync(lastBackupFile(server.dataDir), 'utf8'))).toEqual({ at: expect.any(String) })
    writeFileSync(lastBackupFile(server.dataDir), 'not json')
    const { status, body } = await healthOf(server.app)
    expect(status).toBe(503)
    expect(body.backup).toEqual({ ok: false, isSetUp: true })
    expect(JSON.stringify(body)).not.toContain(server.dataDir)
    expect(JSON.stringify(body)).not.toContain('last-backup')
  })
})
