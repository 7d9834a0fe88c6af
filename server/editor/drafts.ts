import { randomBytes } from 'node:crypto'
import type { Db } from '../storage/database.ts'
import type { SiteText } from './site-source.ts'

/** A draft of site.yaml kept on the server while someone edits it. */
export interface Draft {
  /** Random and unguessable: whoever knows it may edit the draft (within a session). */
  id: string
  /** The version of site.yaml it started from, and that text. */
  baseVersion: string
  baseText: string
  text: string
  /** Goes up by one with every stored change; an edit must name the revision it was made on. */
  revision: number
  /** Who last published from it or named themselves; empty until then. */
  author: string
  createdAt: number
  updatedAt: number
}

interface DraftRow {
  id: string
  base_version: string
  base_text: string
  text: string
  revision: number
  author: string
  created_at: number
  updated_at: number
}

/** A draft left untouched this long is thrown away when another is made. */
const keepMs = 30 * 24 * 60 * 60 * 1000

const fromRow = (row: DraftRow): Draft => ({
  id: row.id,
  baseVersion: row.base_version,
  baseText: row.base_text,
  text: row.text,
  revision: row.revision,
  author: row.author,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

export interface DraftStore {
  /** A new draft on `base`, at revision 0. */
  create(base: SiteText, now?: number): Draft
  get(id: string): Draft | undefined
  /** Stores a new text made on `revision`; false (and nothing stored) when that is no longer the draft's revision. */
  save(id: string, revision: number, text: string, now?: number): Draft | undefined
  /**
   * Starts the draft again from `base` (what was published), with `text` (the base itself after a
   * publish of the draft, or the draft's changes on it); `author` is kept when given.
   */
  rebase(id: string, change: { base: SiteText; text: string; author?: string }, now?: number): Draft | undefined
  remove(id: string): boolean
}

export function draftStore(db: Db): DraftStore {
  const insert = db.prepare(
    `INSERT INTO drafts (id, base_version, base_text, text, revision, author, created_at, updated_at)
     VALUES (@id, @baseVersion, @baseText, @text, @revision, @author, @createdAt, @updatedAt)`,
  )
  const select = db.prepare<[string], DraftRow>('SELECT * FROM drafts WHERE id = ?')
  const update = db.prepare(
    'UPDATE drafts SET text = ?, revision = revision + 1, updated_at = ? WHERE id = ? AND revision = ?',
  )
  const rebase = db.prepare(
    `UPDATE drafts SET base_version = ?, base_text = ?, text = ?, revision = revision + 1,
     author = coalesce(?, author), updated_at = ? WHERE id = ?`,
  )
  const remove = db.prepare('DELETE FROM drafts WHERE id = ?')
  const prune = db.prepare('DELETE FROM drafts WHERE updated_at < ?')

  const get = (id: string) => {
    const row = select.get(id)
    return row && fromRow(row)
  }

  return {
    create(base, now = Date.now()) {
      prune.run(now - keepMs)
      const draft: Draft = {
        id: randomBytes(18).toString('base64url'),
        baseVersion: base.version,
        baseText: base.text,
        text: base.text,
        revision: 0,
        author: '',
        createdAt: now,
        updatedAt: now,
      }
      insert.run(draft)
      return draft
    },
    get,
    save(id, revision, text, now = Date.now()) {
      return update.run(text, now, id, revision).changes === 1 ? get(id) : undefined
    },
    rebase(id, { base, text, author }, now = Date.now()) {
      rebase.run(base.version, base.text, text, author ?? null, now, id)
      return get(id)
    },
    remove: (id) => remove.run(id).changes === 1,
  }
}
