import Database from 'better-sqlite3'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { historyStore } from '../editor/history/history.ts'
import { undoPublish } from '../editor/history/history-actions.ts'
import { createPublisher } from '../editor/publish/publisher.ts'
import { openDatabase } from '../storage/database.ts'
import { renderStandIn } from '../testing/editor-stand-ins.ts'
import { addStaff, freshProject, siteWithData } from '../testing/site-with-data.ts'
import { backUp } from './back-up.ts'
import { restore } from './restore.ts'

const folders: string[] = []
const folder = (name: string) => {
  const made = mkdtempSync(join(tmpdir(), `${name}-`))
  folders.push(made)
  return made
}
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true })
})

const rows = <T>(dataDir: string, sql: string): T[] => {
  const db = new Database(join(dataDir, 'site.db'), { readonly: true })
  try {
    return db.prepare(sql).all() as T[]
  } finally {
    db.close()
  }
}
const requestIds = (dataDir: string) =>
  new Set(rows<{ id: string }>(dataDir, 'SELECT id FROM submissions').map((row) => row.id))
const people = (dataDir: string) => rows(dataDir, 'SELECT id, name, role, password_hash FROM people ORDER BY id')
const history = (dataDir: string) => rows(dataDir, 'SELECT * FROM publishes ORDER BY id')

describe('a backup taken while requests arrive and a publish runs, restored into a fresh checkout', () => {
  const project = freshProject('backup-live')
  const dataDir = folder('backup-live-data')
  const archive = join(folder('backup-live-archives'), 'site.zip')
  const before = new Set<string>()
  const during: string[] = []
  let seconds = 0

  it('takes the backup while the site keeps writing', async () => {
    const site = await siteWithData(project, dataDir)
    folders.push(project)
    try {
      for (let n = 0; n < 20; n++) before.add(await site.sendRequest(n))
      await addStaff(site, 'Wanjiru')
      await site.uploadPhoto('#3a7')
      await site.uploadPhoto('#a37')
      await site.publishTagline('Before the backup.')

      const backup = { isRunning: true }
      const writes = (async () => {
        for (let n = 100; backup.isRunning && n < 2_000; n++) during.push(await site.sendRequest(n))
      })()
      const publish = site.publishTagline('During the backup.')
      const started = performance.now()
      const manifest = await backUp({ dataDir, projectRoot: project }, archive)
      seconds = (performance.now() - started) / 1000
      backup.isRunning = false
      await Promise.all([writes, publish])

      expect(during.length).toBeGreaterThan(0)
      expect(manifest.counts).toMatchObject({ people: 2, pictures: 2 })
      expect(manifest.counts.requests).toBeGreaterThanOrEqual(before.size)
      console.log(
        `backup: ${seconds.toFixed(2)} s, ${(statSync(archive).size / 1024).toFixed(0)} KiB; ` +
          `${manifest.counts.requests - before.size} of ${during.length} requests sent during it are in it`,
      )
    } finally {
      await site.server.close()
    }
  }, 60_000)

  it('restores the same requests, people, History and pictures; the last publish can be undone', async () => {
    const restoredProject = freshProject('backup-restored')
    folders.push(restoredProject)
    const restoredData = folder('backup-restored-data')
    await restore({ dataDir: restoredData, projectRoot: restoredProject }, archive)

    const restoredIds = requestIds(restoredData)
    for (const id of before) expect(restoredIds).toContain(id)
    // Every request in the backup was one the site acknowledged.
    for (const id of restoredIds) expect([...before, ...during]).toContain(id)
    expect(people(restoredData)).toEqual(people(dataDir))
    const entries = history(restoredData)
    expect(entries).toEqual(history(dataDir).slice(0, entries.length))
    const pictures = (root: string) => {
      const uploads = join(root, 'public', 'images', 'uploads')
      return Object.fromEntries(readdirSync(uploads).map((name) => [name, readFileSync(join(uploads, name))]))
    }
    expect(Object.keys(pictures(project))).toHaveLength(2)
    expect(pictures(restoredProject)).toEqual(pictures(project))

    const liveText = readFileSync(join(restoredProject, 'site.yaml'), 'utf8')
    const db = openDatabase(restoredData)
    try {
      const store = historyStore(db)
      const [newest] = store.list(1)
      const after = store.get(newest!.id)!
      expect(after.text).toBe(liveText)
      const undone = undoPublish({ afterText: after.text, beforeText: store.previous(after.id)!.text, liveText })
      expect(undone.ok).toBe(true)
      const publisher = createPublisher({
        projectRoot: restoredProject,
        buildsDir: join(restoredData, 'builds'),
        db,
        onPublished: () => {},
        render: renderStandIn,
      })
      const text = undone.ok ? undone.text : ''
      const outcome = await publisher.publish({ text, baseVersion: publisher.current().version, author: 'Owner' })
      expect(outcome.ok).toBe(true)
    } finally {
      db.close()
    }
  }, 60_000)
})
