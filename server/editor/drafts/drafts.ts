import { randomBytes } from 'node:crypto'
import type { Db } from '../../storage/database.ts'
import { giveSpaceBack } from '../../storage/give-space-back.ts'
import type { SiteText } from '../site-source.ts'

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
  /** The person who made it; none for drafts made before drafts had one (and in some tests). */
  personId?: string
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
  person_id: string | null
  created_at: number
  updated_at: number
}

/** A draft left untouched this long is thrown away when another is made. */
const keepMs = 30 * 24 * 60 * 60 * 1000

/**
 * How many drafts one person keeps at most: making another drops their draft left untouched the
 * longest. In normal use a person has one (`openFor` gives it back to every tab and device); with the
 * size limit of a draft's text, this bounds what one person can store.
 */
export const draftsPerPerson = 3

const fromRow = (row: DraftRow): Draft => ({
  id: row.id,
  baseVersion: row.base_version,
  baseText: row.base_text,
  text: row.text,
  revision: row.revision,
  author: row.author,
  ...(row.person_id === null ? {} : { personId: row.person_id }),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

export interface DraftStore {
  /**
   * A new draft on `base`, at revision 0, made by `personId`; drops that person's drafts beyond the
   * newest `draftsPerPerson`, and everyone's left untouched for 30 days.
   */
  create(base: SiteText, by?: { personId?: string; now?: number }): Draft
  get(id: string): Draft | undefined
  /**
   * The draft `personId` works on, from any tab or device: their latest with changes, else their
   * latest (started again from `base` when it has none and `base` was published since); none when
   * they have no draft.
   */
  openFor(personId: string, base: SiteText, now?: number): Draft | undefined
  /**
   * Stores a new text made on `revision` and gives the draft's new revision; none (and nothing stored)
   * when that is no longer the draft's revision. Reads nothing back: a draft's text may be megabytes.
   */
  save(id: string, revision: number, text: string, now?: number): Pick<Draft, 'revision'> | undefined
  /**
   * Starts the draft again from `base` (what was published), with `text` (the base itself after a
   * publish of the draft, or the draft's changes on it); `author` is kept when given. With `revision`,
   * only while the draft is still at it (nothing stored and undefined once it has moved on).
   */
  rebase(
    id: string,
    change: { base: SiteText; text: string; author?: string; revision?: number },
    now?: number,
  ): Draft | undefined
  remove(id: string): boolean
}

/** What identifies one stored state of a draft's texts: any write moves its revision and time. */
type TextsKey = Pick<DraftRow, 'id' | 'base_version' | 'revision' | 'updated_at'>
type Texts = Pick<DraftRow, 'base_text' | 'text'>

/**
 * The texts of the drafts used last, kept in memory: a draft's text may be megabytes, and reading it
 * back for every keystroke's edit would cost a large site tens of milliseconds each time. An entry is
 * used only while the row is still at the very revision and time it was kept at.
 */
function recentTexts(limit = 4) {
  const kept = new Map<string, TextsKey & Texts>()
  const keep = (row: TextsKey & Texts) => {
    kept.delete(row.id)
    kept.set(row.id, row)
    for (const id of kept.keys()) if (kept.size > limit) kept.delete(id)
  }
  return {
    of(key: TextsKey): Texts | undefined {
      const row = kept.get(key.id)
      const isSame =
        row?.revision === key.revision && row.updated_at === key.updated_at && row.base_version === key.base_version
      return isSame ? row : undefined
    },
    keep,
    /** A save moved the draft on from `revision`: what was kept of it then is kept with the new text. */
    changed(id: string, revision: number, next: Pick<DraftRow, 'revision' | 'updated_at' | 'text'>) {
      const row = kept.get(id)
      if (row?.revision === revision) keep({ ...row, ...next })
      else kept.delete(id)
    },
  }
}

export function draftStore(db: Db): DraftStore {
  const insert = db.prepare(
    `INSERT INTO drafts (id, base_version, base_text, text, revision, author, person_id, created_at, updated_at)
     VALUES (@id, @baseVersion, @baseText, @text, @revision, @author, @personId, @createdAt, @updatedAt)`,
  )
  const select = db.prepare<[string], DraftRow>('SELECT * FROM drafts WHERE id = ?')
  const selectRest = db.prepare<[string], Omit<DraftRow, 'base_text' | 'text'>>(
    'SELECT id, base_version, revision, author, person_id, created_at, updated_at FROM drafts WHERE id = ?',
  )
  const update = db.prepare<[string, number, string, number], { revision: number }>(
    'UPDATE drafts SET text = ?, revision = revision + 1, updated_at = ? WHERE id = ? AND revision = ? RETURNING revision',
  )
  const rebase = db.prepare(
    `UPDATE drafts SET base_version = ?, base_text = ?, text = ?, revision = revision + 1,
     author = coalesce(?, author), updated_at = ? WHERE id = ? AND revision = coalesce(?, revision)`,
  )
  const remove = db.prepare('DELETE FROM drafts WHERE id = ?')
  const prune = db.prepare('DELETE FROM drafts WHERE updated_at < ?')
  const latestOf = db.prepare<[string], DraftRow>(
    `SELECT * FROM drafts WHERE person_id = ?
     ORDER BY text <> base_text DESC, updated_at DESC, created_at DESC, rowid DESC LIMIT 1`,
  )
  const dropBeyondNewest = db.prepare(
    `DELETE FROM drafts WHERE id IN (
       SELECT id FROM drafts WHERE person_id IS @personId
       ORDER BY updated_at DESC, created_at DESC, rowid DESC LIMIT -1 OFFSET @kept)`,
  )

  const texts = recentTexts()
  const get = (id: string) => {
    const rest = selectRest.get(id)
    if (!rest) return undefined
    const known = texts.of(rest)
    if (known) return fromRow({ ...rest, ...known })
    const row = select.get(id)
    if (row) texts.keep(row)
    return row && fromRow(row)
  }

  return {
    create(base, { personId, now = Date.now() } = {}) {
      const draft: Draft = {
        id: randomBytes(18).toString('base64url'),
        baseVersion: base.version,
        baseText: base.text,
        text: base.text,
        revision: 0,
        author: '',
        ...(personId === undefined ? {} : { personId }),
        createdAt: now,
        updatedAt: now,
      }
      const dropped = db.transaction(() => {
        insert.run({ ...draft, personId: personId ?? null })
        const old = prune.run(now - keepMs).changes
        return old + dropBeyondNewest.run({ personId: personId ?? null, kept: draftsPerPerson }).changes
      })()
      if (dropped > 0) giveSpaceBack(db)
      return draft
    },
    get,
    openFor(personId, base, now = Date.now()) {
      return db.transaction(() => {
        const row = latestOf.get(personId)
        const draft = row && fromRow(row)
        if (!draft || draft.text !== draft.baseText || draft.baseVersion === base.version) return draft
        rebase.run(base.version, base.text, base.text, null, now, draft.id, null)
        return get(draft.id)
      })()
    },
    save(id, revision, text, now = Date.now()) {
      const saved = update.get(text, now, id, revision)
      if (saved) texts.changed(id, revision, { revision: saved.revision, updated_at: now, text })
      return saved
    },
    rebase(id, { base, text, author, revision }, now = Date.now()) {
      return rebase.run(base.version, base.text, text, author ?? null, now, id, revision ?? null).changes === 1
        ? get(id)
        : undefined
    },
    remove(id) {
      const isRemoved = remove.run(id).changes === 1
      if (isRemoved) giveSpaceBack(db)
      return isRemoved
    },
  }
}
