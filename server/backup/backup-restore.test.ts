import Database from 'better-sqlite3'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { historyStore } from '../editor/history/history.ts'
import { undoPublish } from '../editor/history/history-actions.ts'
import { createPublisher } from '../editor/publish/publisher.ts'
import { openDatabase } from '../storage/database.ts'
import { renderStandIn } from '../testing/editor-stand-ins.ts'
import { defaultTimeZone as businessTimeZone } from '../../src/model/time/local-time.ts'
import { testForms, validBody } from '../../src/testing/test-forms.ts'
import { rewrittenBackup } from '../testing/rewritten-backup.ts'
import { addStaff, freshProject, siteWithData } from '../testing/site-with-data.ts'
import { post } from '../testing/test-server.ts'
import { visitStore } from '../visits/visit-store.ts'
import { openVisitsDatabase } from '../visits/visits-database.ts'
import { visitsReport } from '../visits/visits-report.ts'
import { backUp } from './back-up.ts'
import { holdsVisits } from './backup-manifest.ts'
import { backupMessages } from './backup-messages.ts'
import { restore } from './restore.ts'
import { scratchFolders } from '../testing/scratch-folders.ts'

const { make: folder, keep } = scratchFolders()

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

const phone = (n: number) =>
  `Mozilla/5.0 (Linux; Android 14; SM-A${100 + n}F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36`

/** The Visits screen's figures for the last week, and where `requestId` was sent from, read from `dataDir`. */
function visitsIn(dataDir: string, requestId: string) {
  const db = openDatabase(dataDir)
  const visitsDb = openVisitsDatabase(dataDir)
  const store = visitStore({ db: visitsDb, timeZone: businessTimeZone, log: () => {} })
  try {
    const { perDay, totals, pages, sources } = visitsReport({
      visitsDb,
      db,
      manifest: { pages: [] },
      days: 7,
      today: store.today(),
      dayOf: store.dayOf,
    })
    const { requests: _requests, requestShare: _share, ...visitTotals } = totals
    return {
      totals: visitTotals,
      perDay: perDay.map(({ day, visits, visitors }) => ({ day, visits, visitors })),
      pages: pages.map(({ path, visits, visitors }) => ({ path, visits, visitors })),
      sources: sources.map(({ source, visits }) => ({ source, visits })),
      origin: store.requestOrigins([requestId]).get(requestId),
    }
  } finally {
    store.close()
    visitsDb.close()
    db.close()
  }
}

describe('a backup taken while requests arrive and a publish runs, restored into a fresh checkout', () => {
  const project = freshProject('backup-live')
  const dataDir = folder('backup-live-data')
  const archive = join(folder('backup-live-archives'), 'site.zip')
  const before = new Set<string>()
  const during: string[] = []
  let seconds = 0
  let fromFacebook = ''

  it('takes the backup while the site keeps writing', async () => {
    const site = await siteWithData(project, dataDir)
    keep(project)
    try {
      for (let n = 0; n < 20; n++) before.add(await site.sendRequest(n))
      await addStaff(site, 'Wanjiru')
      await site.uploadPhoto('#3a7')
      await site.uploadPhoto('#a37')
      await site.publishTagline('Before the backup.')
      const visit = (n: number, body: object, headers: Record<string, string> = {}) =>
        post(
          site.server.base,
          '/api/visits',
          { path: '/', referrer: '', device: 'phone', ...body },
          {
            'user-agent': phone(n),
            ...headers,
          },
        )
      for (const [n, body] of [
        [1, { event: 'view', referrer: 'www.google.com' }],
        [1, { event: 'view' }],
        [1, { event: 'call-tap' }],
        [2, { event: 'view', referrer: 'l.facebook.com', device: 'computer' }],
      ] as const)
        expect((await visit(n, body)).status).toBe(204)
      const sent = await post(site.server.base, '/api/forms/contact', validBody(testForms.contact!, 99), {
        'user-agent': phone(2),
        referer: `${site.server.base}/`,
      })
      fromFacebook = ((await sent.json()) as { id: string }).id
      before.add(fromFacebook)
      site.server.app.visits!.flush()

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
      expect(manifest.counts).toMatchObject({ people: 2, pictures: 2, visitDays: 1 })
      expect(manifest.files.map((file) => file.name)).toContain('visits.db')
      expect(manifest.counts.requests).toBeGreaterThanOrEqual(before.size)
      console.log(
        `backup: ${seconds.toFixed(2)} s, ${(statSync(archive).size / 1024).toFixed(0)} KiB; ` +
          `${manifest.counts.requests - before.size} of ${during.length} requests sent during it are in it`,
      )
    } finally {
      await site.server.close()
    }
  }, 60_000)

  const restoredData = folder('backup-restored-data')

  it('restores the same requests, people, History and pictures; the last publish can be undone', async () => {
    const restoredProject = freshProject('backup-restored')
    keep(restoredProject)
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

  it('restores the visit counts, and the page and source each request was sent from', () => {
    const restored = visitsIn(restoredData, fromFacebook)
    expect(restored.totals).toEqual({
      visits: 3,
      visitors: 2,
      chatOpened: 0,
      chatSent: 0,
      callTaps: 1,
      formsOpened: [],
    })
    expect(restored.pages).toEqual([{ path: '/', visits: 3, visitors: 2 }])
    expect(restored.sources).toEqual([
      { source: 'Google', visits: 2 },
      { source: 'Facebook', visits: 1 },
    ])
    expect(restored.origin).toEqual({ sentFrom: '/', cameFrom: 'Facebook' })
    expect(restored).toEqual(visitsIn(dataDir, fromFacebook))
  })

  it('restores a backup made before visits were backed up, leaving the visit counts here as they were', async () => {
    const old = await rewrittenBackup(archive, join(folder('backup-old-archive'), 'old.zip'), {
      leaveOut: ['visits.db'],
      manifest: ({ counts: { visitDays: _days, ...counts }, ...manifest }) => ({ ...manifest, counts }),
    })
    const emptyPlace = { dataDir: folder('backup-old-data'), projectRoot: freshProject('backup-old') }
    keep(emptyPlace.projectRoot)
    const intoEmpty = await restore(emptyPlace, old)
    expect(requestIds(emptyPlace.dataDir)).toEqual(requestIds(restoredData))
    expect(existsSync(join(emptyPlace.dataDir, 'visits.db'))).toBe(false)
    expect(holdsVisits(intoEmpty.manifest)).toBe(false)

    const visits = visitsIn(restoredData, fromFacebook)
    const { keptIn } = await restore({ dataDir: restoredData, projectRoot: emptyPlace.projectRoot }, old, {
      force: true,
    })
    expect(visitsIn(restoredData, fromFacebook)).toEqual(visits)
    expect(keptIn && readdirSync(keptIn).sort()).toEqual(['site.db', 'site.yaml'])
    expect(backupMessages.restored(old, '3 requests', keptIn, false)).toBe(
      `Restored 3 requests from ${old}. It holds no visit counts, so the visit counts here are left as they were. ` +
        `The data it replaced is kept in ${keptIn}. Start the site (npm start); it builds the pages from the restored site.yaml first.`,
    )
  }, 60_000)
})
