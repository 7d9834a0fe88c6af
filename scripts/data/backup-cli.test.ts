import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { writeCraftedArchive } from '../../server/backup/fixtures/crafted-archive.ts'
import { openDatabase } from '../../server/storage/database.ts'
import { openVisitsDatabase } from '../../server/visits/visits-database.ts'

const folder = mkdtempSync(join(tmpdir(), 'backup-cli-'))
const dataDir = join(folder, 'data')
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** Runs a script as npm does, with DATA_DIR set; resolves with its exit code and everything it printed. */
async function run(script: string, ...args: string[]) {
  const command = [process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args]] as const
  try {
    const { stdout, stderr } = await promisify(execFile)(...command, { env: { ...process.env, DATA_DIR: dataDir } })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

describe('npm run backup and npm run restore', () => {
  it('backup writes one archive into the folder given, readable by its owner only, and says what it holds', async () => {
    openDatabase(dataDir).close()
    openVisitsDatabase(dataDir).close()
    const { code, output } = await run('backup.ts', folder)
    expect(code).toBe(0)
    const [archive] = readdirSync(folder).filter((name) => name.endsWith('.zip'))
    expect(archive).toMatch(/^site-backup-\d{8}-\d{9}-[0-9a-f]{4}\.zip$/)
    expect(output).toMatch(
      new RegExp(
        `^Backed up 0 requests, 1 person, 0 History entries, 0 drafts, \\d+ pictures? and 0 days of visits to ${join(folder, archive!)} \\(`,
      ),
    )
    expect(statSync(join(folder, archive!)).mode & 0o777).toBe(0o600)
  }, 60_000)

  it('restore says which file it needs, or that the file is not there, and stops', async () => {
    expect(await run('restore.ts')).toEqual({
      code: 1,
      output: 'Say which backup to restore: npm run restore -- site-backup-….zip\n',
    })
    expect(await run('restore.ts', join(folder, 'missing.zip'))).toEqual({
      code: 1,
      output: `There is no backup file at ${join(folder, 'missing.zip')}.\n`,
    })
  }, 60_000)

  it('restore refuses a crafted archive in one sentence, and stops', async () => {
    const file = writeCraftedArchive(join(folder, 'twice.zip'), [
      { name: 'site.yaml', data: Buffer.from('business: {}\n') },
      { name: 'site.yaml', data: Buffer.from('business: { name: Other }\n') },
    ])
    expect(await run('restore.ts', file)).toEqual({
      code: 1,
      output:
        `${file} cannot be restored: it holds two files named site.yaml. Nothing was changed. ` +
        'Use another copy of the backup.\n',
    })
  }, 60_000)
})
