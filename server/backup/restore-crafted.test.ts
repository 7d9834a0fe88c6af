import Database from 'better-sqlite3'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshProject, siteWithData } from '../testing/site-with-data.ts'
import { unpackArchive } from './archive-reader.ts'
import { backUp } from './back-up.ts'
import type { BackupManifest } from './backup-manifest.ts'
import { writeCraftedArchive, type CraftedEntry } from './fixtures/crafted-archive.ts'
import { restore, RestoreRefused } from './restore.ts'
import { scratchFolders } from '../testing/scratch-folders.ts'

const { make: folder, keep } = scratchFolders()

const megabyte = 1024 * 1024

let places: { dataDir: string; projectRoot: string }
let archives: string
/** The files of a real backup, unpacked, and its manifest. */
let parts: string
let manifest: BackupManifest

beforeAll(async () => {
  const project = freshProject('crafted')
  keep(project)
  const dataDir = folder('crafted-data')
  const site = await siteWithData(project, dataDir)
  try {
    await site.sendRequest(1)
    await site.uploadPhoto('#37a')
  } finally {
    await site.server.close()
  }
  archives = folder('crafted-archives')
  await backUp({ dataDir, projectRoot: project }, join(archives, 'real.zip'))
  parts = folder('crafted-parts')
  await unpackArchive(join(archives, 'real.zip'), parts, () => true)
  manifest = JSON.parse(readFileSync(join(parts, 'manifest.json'), 'utf8')) as BackupManifest
  // The site restored over: a real one, restored from the real backup.
  places = { dataDir: folder('crafted-restored'), projectRoot: freshProject('crafted-restored') }
  keep(places.projectRoot)
  await restore(places, join(archives, 'real.zip'))
}, 60_000)

/** The real backup's files, as they are or as `change` leaves a copy of each, then `extra`. */
function entriesOf(change?: (name: string, path: string) => void, extra: CraftedEntry[] = []): CraftedEntry[] {
  const work = folder('crafted-changed')
  const real = manifest.files.map(({ name }) => {
    const path = join(work, name.replace('/', '-'))
    copyFileSync(join(parts, name), path)
    change?.(name, path)
    return { name, data: readFileSync(path) }
  })
  return [...real, ...extra]
}

/** A crafted archive of `entries`, with a manifest that lists them all truthfully. */
const crafted = (name: string, entries: CraftedEntry[], manifestChange: Partial<BackupManifest> = {}) =>
  writeCraftedArchive(join(archives, name), entries, { ...manifest, ...manifestChange })

/** A fingerprint of everything a restore could change: DATA_DIR's files and the checkout's. */
function everything(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name)
      hash.update(path)
      if (entry.isDirectory()) walk(path)
      else hash.update(readFileSync(path))
    }
  }
  walk(places.dataDir)
  walk(places.projectRoot)
  return hash.digest('hex')
}

/** What restoring `file` said, and whether it left everything as it was. */
async function refusal(file: string): Promise<{ message: string; isUnchanged: boolean }> {
  const before = everything()
  const error = await restore(places, file, { force: true }).then(
    () => new Error('it was restored'),
    (refused: unknown) => refused as Error,
  )
  const isLeftOver = readdirSync(places.dataDir).some((name) => name.startsWith('.restoring-'))
  return {
    message: error instanceof RestoreRefused ? error.message : `not a refusal: ${error.message}`,
    isUnchanged: everything() === before && !isLeftOver,
  }
}

/** The one sentence a refusal for `why` says of the archive `file`. */
const refusedFor = (file: string, why: string) =>
  `${file} cannot be restored: ${why}. Nothing was changed. Use another copy of the backup.`

const text = (words: string) => Buffer.from(words)
/** A JPEG's first bytes, so that only the name and the rest tell it from a photo. */
const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0])

describe('a crafted archive is refused, and nothing is changed', () => {
  it.each([
    ['a page among the pictures', 'uploads/x.html', text('<script>alert(1)</script>')],
    ['a script among the pictures', 'uploads/x.js', text('alert(1)')],
    ['an SVG among the pictures', 'uploads/evil.svg', text('<svg onload="alert(1)"/>')],
    ['a picture named as no upload is', 'uploads/Sofa.JPG', jpegStart],
    ['a page beside the backup', 'index.html', text('<script>alert(1)</script>')],
  ])('%s (%s)', async (_, name, data) => {
    const file = crafted(`${name.replace('/', '-')}.zip`, entriesOf(undefined, [{ name, data }]))
    expect(await refusal(file)).toEqual({
      message: refusedFor(file, `it holds a file it should not (${name})`),
      isUnchanged: true,
    })
    expect(existsSync(join(places.projectRoot, 'public', 'images', 'uploads', name.split('/').pop()!))).toBe(false)
  })

  it('a page named as a picture', async () => {
    const name = 'uploads/sofa-1a2b3c4d.jpg'
    const file = crafted('page-as-picture.zip', entriesOf(undefined, [{ name, data: text('<html><script>') }]))
    expect(await refusal(file)).toEqual({
      message: refusedFor(file, `it holds a file named as a picture that is none (${name})`),
      isUnchanged: true,
    })
  })

  it('two files of the same name', async () => {
    const entries = entriesOf()
    const file = crafted('twice.zip', [...entries, entries.find((entry) => entry.name === 'site.yaml')!])
    expect(await refusal(file)).toEqual({
      message: refusedFor(file, 'it holds two files named site.yaml'),
      isUnchanged: true,
    })
  })

  it('a database that holds a change of a newer version, whatever its manifest says', async () => {
    const entries = entriesOf((name, path) => {
      if (name !== 'site.db') return
      const db = new Database(path)
      db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run('100-from-the-future', Date.now())
      db.close()
    })
    const before = everything()
    await expect(restore(places, crafted('future.zip', entries), { force: true })).rejects.toThrow(
      new RestoreRefused(
        'This backup was made by a newer version of the site (its database has changes this version does not know: ' +
          '100-from-the-future). Update this copy of the site first, then restore.',
      ),
    )
    expect(everything()).toBe(before)
  })

  it.each([
    [
      'a trigger',
      'site.db',
      'CREATE TRIGGER wipe AFTER INSERT ON submissions BEGIN DELETE FROM people; END',
      'its database holds a trigger (wipe) that this site never makes',
    ],
    [
      'a view',
      'site.db',
      'CREATE VIEW everyone AS SELECT * FROM people',
      'its database holds a view (everyone) that this site never makes',
    ],
    [
      'a table',
      'visits.db',
      'CREATE TABLE notes (x)',
      'its visit counts hold a table (notes) that this site never makes',
    ],
    [
      'a table changed',
      'site.db',
      "DROP TABLE admin_settings; CREATE TABLE admin_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL, x DEFAULT (load_extension('x')))",
      'its database has a table (admin_settings) that is not as this site makes it',
    ],
  ])('a database with %s planted in it (%s)', async (_, database, sql, why) => {
    const entries = entriesOf((name, path) => {
      if (name !== database) return
      const db = new Database(path)
      db.exec(sql)
      db.close()
    })
    const file = crafted(`planted-${database}-${sql.length}.zip`, entries)
    expect(await refusal(file)).toEqual({ message: refusedFor(file, why), isUnchanged: true })
  })

  it('a file that inflates past its limit, before it fills the disk', async () => {
    const zeros = new Uint8Array(megabyte)
    const huge = function* () {
      for (let n = 0; n < 40; n++) yield zeros
    }
    const entries = entriesOf().map((entry) => (entry.name === 'site.yaml' ? { name: 'site.yaml', data: huge } : entry))
    const file = crafted('bomb.zip', entries)
    expect(statSync(file).size).toBeLessThan(megabyte)
    expect(await refusal(file)).toEqual({
      message: refusedFor(file, 'site.yaml in it unpacks to more than 8 MB, more than a backup holds'),
      isUnchanged: true,
    })
  })
})

describe('unpacking counts what it inflates', () => {
  it('stops at the limit for all files together, having written no more than that', async () => {
    const piece = new Uint8Array(megabyte).fill(7)
    const pictures = Array.from({ length: 6 }, (_, n) => ({
      name: `uploads/p-${n}.jpg`,
      data: function* () {
        yield piece
      },
    }))
    const file = writeCraftedArchive(join(archives, 'many.zip'), pictures)
    const into = folder('crafted-unpacked')
    const limits = { bytesOf: () => 2 * megabyte, totalBytes: 3 * megabyte, totalWords: 'more than allowed here' }
    await expect(unpackArchive(file, into, () => true, limits)).rejects.toThrow(
      'it unpacks to more than 3 MB, more than allowed here',
    )
    const written = readdirSync(join(into, 'uploads')).reduce(
      (sum, name) => sum + statSync(join(into, 'uploads', name)).size,
      0,
    )
    expect(written).toBeLessThanOrEqual(3 * megabyte)
  })
})
