import Database from 'better-sqlite3'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshProject, siteWithData, type SiteWithData } from '../testing/site-with-data.ts'
import { rewrittenBackup } from '../testing/rewritten-backup.ts'
import { backUp, BackupRefused } from './back-up.ts'
import { restore, RestoreRefused } from './restore.ts'

const folders: string[] = []
const folder = (name: string) => {
  const made = mkdtempSync(join(tmpdir(), `${name}-`))
  folders.push(made)
  return made
}

let site: SiteWithData
let dataDir: string
let archives: string
let archive: string
const places = () => ({ dataDir, projectRoot: site.project })

beforeAll(async () => {
  dataDir = folder('refusals-data')
  const project = freshProject('refusals')
  folders.push(project)
  site = await siteWithData(project, dataDir)
  await site.sendRequest(1)
  await site.uploadPhoto('#37a')
  await site.publishTagline('Backed up.')
  archives = folder('refusals-archives')
  archive = join(archives, 'site.zip')
  await backUp(places(), archive)
}, 60_000)

afterAll(async () => {
  await site.server.close()
  for (const made of folders) rmSync(made, { recursive: true, force: true })
})

/** A fingerprint of what a restore would change: the databases and site.yaml. */
const siteState = () =>
  createHash('sha256')
    .update(readFileSync(join(dataDir, 'site.db')))
    .update(readFileSync(join(dataDir, 'visits.db')))
    .update(readFileSync(join(site.project, 'site.yaml')))
    .digest('hex')

/** A copy of the backup, spoilt by `spoil`. */
function spoilt(name: string, spoil: (file: string) => void): string {
  const file = join(archives, name)
  copyFileSync(archive, file)
  spoil(file)
  return file
}

describe('npm run restore refuses, and changes nothing', () => {
  it('while the site runs on that data', async () => {
    const state = siteState()
    await expect(restore(places(), archive)).rejects.toThrow(
      new RestoreRefused(
        `The site is running (process ${process.pid}) with the data in ${dataDir}. Stop it first, then restore. ` +
          `If it is not running, delete ${dataDir}/server.pid and try again.`,
      ),
    )
    expect(siteState()).toBe(state)
  })

  describe('once the site is stopped', () => {
    beforeAll(async () => {
      await site.sendRequest(2)
      await site.server.app.close()
    })

    it.each([
      [
        'truncated',
        (file: string) => truncateSync(file, Math.floor(readFileSync(file).length / 2)),
        /it is incomplete/,
      ],
      [
        'damaged',
        (file: string) => {
          const bytes = readFileSync(file)
          for (let at = 200; at < 260; at++) bytes[at] = bytes[at]! ^ 0xff
          writeFileSync(file, bytes)
        },
        /it is (damaged|incomplete|not a backup archive)/,
      ],
      ['not an archive', (file: string) => writeFileSync(file, 'business: {}\n'), /it is (incomplete|not a backup)/],
    ])('a %s archive, saying so in a sentence', async (name, spoil, why) => {
      const state = siteState()
      const file = spoilt(`${name}.zip`, spoil)
      const refusal = restore(places(), file)
      await expect(refusal).rejects.toThrow(RestoreRefused)
      await expect(refusal).rejects.toThrow(why)
      await expect(refusal).rejects.toThrow(`${file} cannot be restored: `)
      expect(siteState()).toBe(state)
    })

    it.each([
      ['site.db', 'its database is damaged'],
      ['visits.db', 'its visit counts are damaged'],
    ])('a backup whose %s was damaged before it was backed up', async (database, why) => {
      const state = siteState()
      const file = await rewrittenBackup(archive, join(archives, `damaged-${database}.zip`), {
        spoil: (name, path) => {
          if (name !== database) return
          // The first table's page: the file opens, and the check of its tables finds the damage.
          const bytes = readFileSync(path)
          bytes.fill(0x5a, 4096 + 8, 4096 + 400)
          writeFileSync(path, bytes)
        },
      })
      await expect(restore(places(), file)).rejects.toThrow(
        new RestoreRefused(`${file} cannot be restored: ${why}. Nothing was changed. Use another copy of the backup.`),
      )
      expect(siteState()).toBe(state)
    })

    it('a file that is not there', async () => {
      await expect(restore(places(), join(archives, 'nothing.zip'))).rejects.toThrow(
        `There is no backup file at ${join(archives, 'nothing.zip')}.`,
      )
    })

    it('a backup made by a newer version of the site', async () => {
      const state = siteState()
      const file = await rewrittenBackup(archive, join(archives, 'newer.zip'), {
        spoil: (name, path) => {
          if (name !== 'site.db') return
          const db = new Database(path)
          db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run('100-from-the-future', Date.now())
          db.close()
        },
        manifest: (manifest) => ({ ...manifest, migrations: [...manifest.migrations, '100-from-the-future'] }),
      })
      await expect(restore(places(), file)).rejects.toThrow(
        'This backup was made by a newer version of the site (its database has changes this version does not know: ' +
          '100-from-the-future). Update this copy of the site first, then restore.',
      )
      expect(siteState()).toBe(state)
    })

    it('a backup older than the data here, unless told to with force', async () => {
      const state = siteState()
      await expect(restore(places(), archive)).rejects.toThrow(
        /^This backup holds the site as it was on .+ \(Nairobi time\), but the data here has changes from .+ \(Nairobi time\) that restoring it would lose\. To restore it all the same, add --force\.$/,
      )
      expect(siteState()).toBe(state)

      const { keptIn } = await restore(places(), archive, { force: true })
      expect(siteState()).not.toBe(state)
      expect(keptIn && existsSync(join(keptIn, 'site.db')) && existsSync(join(keptIn, 'visits.db'))).toBe(true)
      // The same backup again is no older than the data it left.
      await expect(restore(places(), archive)).resolves.toBeDefined()
    })
  })
})

describe('npm run backup refuses', () => {
  it('a DATA_DIR without a database, and an archive name already taken', async () => {
    const empty = folder('refusals-empty')
    await expect(backUp({ dataDir: empty, projectRoot: site.project }, join(empty, 'x.zip'))).rejects.toThrow(
      new BackupRefused(
        `There is nothing to back up: DATA_DIR (${empty}) has no site.db. Check DATA_DIR is the folder the site uses.`,
      ),
    )
    await expect(backUp(places(), archive)).rejects.toThrow(
      `${archive} already exists; choose another name, so that no backup is overwritten.`,
    )
  })
})
