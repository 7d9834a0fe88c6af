import Database from 'better-sqlite3'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../storage/database.ts'
import { draftStore, draftsPerPerson } from './drafts.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'drafts-'))
const db = openDatabase(dataDir)
const drafts = draftStore(db)
afterAll(() => {
  db.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const base = { text: 'business: {}\n', version: 'v1' }
const day = 24 * 60 * 60 * 1000
db.prepare("INSERT INTO people (id, name, role, created_at) VALUES ('amina', 'Amina', 'editor', 0)").run()
db.prepare("INSERT INTO people (id, name, role, created_at) VALUES ('otieno', 'Otieno', 'editor', 0)").run()

describe('the drafts a person keeps', () => {
  it('keeps three per person: a fourth drops the one left untouched the longest, and no one else’s', () => {
    const start = Date.now()
    const [first, second, third] = [0, 1, 2].map((n) => drafts.create(base, { personId: 'amina', now: start + n }))
    const theirs = drafts.create(base, { personId: 'otieno', now: start + 3 })
    drafts.save(first!.id, 0, 'business: { name: Amina }\n', start + 4)
    const fourth = drafts.create(base, { personId: 'amina', now: start + 5 })

    expect(draftsPerPerson).toBe(3)
    expect(drafts.get(second!.id)).toBeUndefined()
    for (const kept of [first, third, fourth, theirs]) expect(drafts.get(kept!.id)).toBeDefined()
    expect(drafts.get(fourth.id)).toMatchObject({ personId: 'amina', revision: 0 })
  })

  it('drops drafts left untouched for 30 days, and a person’s drafts when they are removed', () => {
    const old = drafts.create(base, { personId: 'otieno', now: Date.now() - 31 * day })
    const recent = drafts.create(base, { personId: 'otieno' })
    expect(drafts.get(old.id)).toBeUndefined()

    const mine = drafts.create(base, { personId: 'amina' })
    db.prepare("DELETE FROM people WHERE id = 'otieno'").run()
    expect(drafts.get(recent.id)).toBeUndefined()
    expect(db.prepare("SELECT count(*) AS n FROM drafts WHERE person_id = 'otieno'").get()).toEqual({ n: 0 })
    expect(drafts.get(mine.id)).toBeDefined()
  })

  it('gives the space of large drafts back: the database file shrinks when they are dropped', () => {
    const file = join(dataDir, 'site.db')
    const pages = () => Number(db.pragma('page_count', { simple: true }))
    const large = { text: `# ${'x'.repeat(3 * 1024 * 1024)}\n`, version: 'v1' }
    const made = [0, 1, 2].map(() => drafts.create(large, { personId: 'amina' }))
    db.pragma('wal_checkpoint(PASSIVE)')
    const [fullPages, fullBytes] = [pages(), statSync(file).size]
    expect(fullBytes).toBeGreaterThan(3 * 2 * 3 * 1024 * 1024)

    for (const draft of made) expect(drafts.remove(draft.id)).toBe(true)
    expect(pages()).toBeLessThan(fullPages / 10)
    expect(statSync(file).size).toBeLessThan(fullBytes / 10)
  })

  it('turns on giving space back in a database made before it, once', () => {
    const oldDir = mkdtempSync(join(tmpdir(), 'drafts-old-'))
    try {
      const before = new Database(join(oldDir, 'site.db'))
      before.pragma('journal_mode = WAL')
      before.exec("CREATE TABLE kept (x TEXT); INSERT INTO kept VALUES ('a row from before')")
      expect(before.pragma('auto_vacuum', { simple: true })).toBe(0)
      before.close()

      const opened = openDatabase(oldDir)
      expect(opened.pragma('auto_vacuum', { simple: true })).toBe(2)
      expect(opened.prepare('SELECT x FROM kept').all()).toEqual([{ x: 'a row from before' }])
      opened.close()
    } finally {
      rmSync(oldDir, { recursive: true, force: true })
    }
  })
})

describe('the draft a person finds again', () => {
  db.prepare("INSERT INTO people (id, name, role, created_at) VALUES ('njeri', 'Njeri', 'editor', 0)").run()
  const changed = 'business: { name: Njeri Cleaners }\n'

  it('is none before they start one', () => {
    expect(drafts.openFor('njeri', base)).toBeUndefined()
  })

  it('is their latest draft with changes, even when a draft without changes is newer', () => {
    const start = Date.now()
    const withChanges = drafts.create(base, { personId: 'njeri', now: start })
    drafts.save(withChanges.id, 0, changed, start + 1)
    const empty = drafts.create(base, { personId: 'njeri', now: start + 2 })

    expect(drafts.openFor('njeri', base, start + 3)).toMatchObject({ id: withChanges.id, text: changed, revision: 1 })
    drafts.remove(withChanges.id)
    expect(drafts.openFor('njeri', base, start + 4)).toMatchObject({ id: empty.id, revision: 0 })
  })

  it('keeps its changes on the version they started from, starts a draft without changes again from the newer one, and is not started again by a rebase made on an older revision', () => {
    const newer = { text: 'business: { name: Cleaners }\n', version: 'v2' }
    const mine = drafts.openFor('njeri', base)!
    expect(drafts.openFor('njeri', newer)).toMatchObject({
      id: mine.id,
      baseVersion: 'v2',
      baseText: newer.text,
      text: newer.text,
      revision: mine.revision + 1,
    })

    drafts.save(mine.id, mine.revision + 1, changed)
    const later = { text: 'business: { name: Later }\n', version: 'v3' }
    expect(drafts.openFor('njeri', later)).toMatchObject({ id: mine.id, baseVersion: 'v2', text: changed })
    const stale = drafts.rebase(mine.id, { base: later, text: later.text, revision: mine.revision })
    expect(stale).toBeUndefined()
    expect(drafts.get(mine.id)).toMatchObject({ baseVersion: 'v2', text: changed })
    const hers = drafts.create(later, { personId: 'amina' })
    expect(drafts.openFor('amina', later)).toMatchObject({ id: hers.id, personId: 'amina' })
  })
})

describe('the texts kept in memory for quick reading', () => {
  it('give what was stored last, whoever stored it: another store on the same database moves the draft on', () => {
    const draft = drafts.create(base)
    const saved = drafts.save(draft.id, 0, 'business: { name: First }\n')!
    expect(drafts.get(draft.id)).toMatchObject({ text: 'business: { name: First }\n', revision: saved.revision })

    const elsewhere = draftStore(db)
    elsewhere.save(draft.id, saved.revision, 'business: { name: Second }\n')
    expect(drafts.get(draft.id)).toMatchObject({ text: 'business: { name: Second }\n', revision: 2 })

    const published = { text: 'business: { name: Published }\n', version: 'v2' }
    elsewhere.rebase(draft.id, { base: published, text: published.text })
    expect(drafts.get(draft.id)).toMatchObject({ text: published.text, baseText: published.text, revision: 3 })
    expect(drafts.save(draft.id, 2, 'business: { name: Late }\n')).toBeUndefined()
    expect(drafts.get(draft.id)?.text).toBe(published.text)
  })
})
