import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { backupHealth, lastBackupFile } from '../../server/health/last-backup.ts'
import { openDatabase } from '../../server/storage/database.ts'

const folder = mkdtempSync(join(tmpdir(), 'backup-record-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** The backup as the nightly timer runs it (deploy/site-backup.service): Node alone, no tsx, no npm. */
const backUp = (dataDir: string, into: string) =>
  spawnSync(process.execPath, [join(import.meta.dirname, 'backup.ts'), into], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, DATA_DIR: dataDir },
  })

describe('the record of the last good backup', () => {
  it('is written by a backup that succeeded, for /healthz to read', () => {
    const dataDir = join(folder, 'data')
    openDatabase(dataDir).close()
    const into = join(folder, 'backups')
    mkdirSync(into)
    const done = backUp(dataDir, into)
    expect(done.stderr).toBe('')
    expect(done.status).toBe(0)
    expect(readdirSync(into)).toHaveLength(1)
    const health = backupHealth(dataDir, Date.now())
    expect(health).toEqual({ ok: true, isSetUp: true, ageSeconds: expect.any(Number) })
    expect(health.ageSeconds).toBeLessThan(120)
  }, 90_000)

  it('is not written by a backup that failed', () => {
    const dataDir = join(folder, 'data-failing')
    openDatabase(dataDir).close()
    const failed = backUp(dataDir, join(folder, 'no-such-folder', 'backup.zip'))
    expect(failed.status).not.toBe(0)
    expect(existsSync(lastBackupFile(dataDir))).toBe(false)
  }, 90_000)
})
