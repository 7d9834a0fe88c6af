import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from './database.ts'
import { submissionStore } from './submissions.ts'

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'submission-language-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

/** A database as a server from before migration 012 left it, holding one request. */
function databaseBeforeLanguages(): void {
  openDatabase(dataDir).close()
  const db = new Database(join(dataDir, 'site.db'))
  db.exec(`
    ALTER TABLE submissions DROP COLUMN language;
    DELETE FROM migrations WHERE name = '012-submission-language';
    INSERT INTO submissions (id, form, data, created_at) VALUES ('old', 'contact', '{"name":"Amina"}', 1);
  `)
  db.close()
}

describe('migration 012: the language of each request', () => {
  it('keeps the requests stored before it, without a language, and runs once', () => {
    databaseBeforeLanguages()
    const db = openDatabase(dataDir)
    try {
      expect(submissionStore(db, () => []).get('old')).toEqual({
        id: 'old',
        form: 'contact',
        data: { name: 'Amina' },
        createdAt: 1,
        handledAt: null,
      })
      expect(db.prepare("SELECT count(*) AS n FROM migrations WHERE name = '012-submission-language'").get()).toEqual({
        n: 1,
      })
    } finally {
      db.close()
    }
    openDatabase(dataDir).close()
  })

  it('keeps the language a request was sent in, through a restart', async () => {
    const db = openDatabase(dataDir)
    const store = submissionStore(db, () => [])
    const saved = await store.save('contact', { name: 'Wanjiru' }, undefined, undefined, 'sw-KE')
    const unsaid = await store.save('contact', { name: 'Otieno' })
    db.close()
    const reopened = openDatabase(dataDir)
    const again = submissionStore(reopened, () => [])
    expect(saved.outcome === 'stored' && again.get(saved.id)?.language).toBe('sw-KE')
    expect(unsaid.outcome === 'stored' && again.get(unsaid.id)).not.toHaveProperty('language')
    reopened.close()
  })
})
