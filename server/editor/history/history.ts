import type { HistoryEntry } from '../../../src/model/admin-api.ts'
import type { Db } from '../../storage/database.ts'
import { keepWholeTexts, maxHistoryBytes } from './history-bounds.ts'
import { bytesOf, versionTexts } from './version-texts.ts'

export type { HistoryEntry }

export type NewHistoryEntry = Omit<HistoryEntry, 'id' | 'createdAt' | 'commit'> & { text: string; createdAt?: number }

export interface HistoryStore {
  /** Stores a version and returns its id; the oldest versions go when History is past its size bound. */
  record(entry: NewHistoryEntry): number
  setCommit(id: number, commit: string): void
  /** Newest first, without the texts. */
  list(limit?: number): HistoryEntry[]
  get(id: number): (HistoryEntry & { text: string }) | undefined
  /** The version recorded just before `id` (the newest one when `id` is left out), to diff against. */
  previous(id?: number): (HistoryEntry & { text: string }) | undefined
  /** Whether versions older than the oldest kept were removed to keep History within its size bound. */
  hasRemovedOlder(): boolean
}

interface Row {
  id: number
  created_at: number
  origin: 'editor' | 'disk'
  author: string
  version: string
  changed: string
  commit_hash: string | null
}

const toEntry = (row: Row): HistoryEntry => ({
  id: row.id,
  createdAt: row.created_at,
  origin: row.origin,
  author: row.author,
  version: row.version,
  changed: JSON.parse(row.changed) as string[],
  ...(row.commit_hash === null ? {} : { commit: row.commit_hash }),
})

const summary = 'id, created_at, origin, author, version, changed, commit_hash'

/**
 * The publishes table (migrations 002-publishes and 010-history-differences): whole texts for the
 * latest `keepWholeTexts` versions, differences before them, and at most `maxHistoryBytes` in all.
 */
export function historyStore(db: Db): HistoryStore {
  const texts = versionTexts(db)
  const insert = db.prepare(
    'INSERT INTO publishes (created_at, origin, author, text, version, changed, bytes) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const commit = db.prepare('UPDATE publishes SET commit_hash = ? WHERE id = ?')
  const newest = db.prepare<[number], Row>(`SELECT ${summary} FROM publishes ORDER BY id DESC LIMIT ?`)
  const one = db.prepare<[number], Row>(`SELECT ${summary} FROM publishes WHERE id = ?`)
  const before = db.prepare<[number], Row>(`SELECT ${summary} FROM publishes WHERE id < ? ORDER BY id DESC LIMIT 1`)
  const sizes = db.prepare<[], { id: number; bytes: number }>('SELECT id, bytes FROM publishes ORDER BY id DESC')
  const removeUpTo = db.prepare('DELETE FROM publishes WHERE id <= ?')
  const markOldest = db.prepare('UPDATE publishes SET older_removed = 1 WHERE id = (SELECT min(id) FROM publishes)')
  const oldest = db.prepare<[], { older_removed: number }>('SELECT older_removed FROM publishes ORDER BY id LIMIT 1')

  const withText = (row: Row | undefined) => {
    const text = row && texts.textOf(row.id)
    return row && text !== undefined ? { ...toEntry(row), text } : undefined
  }

  /** Removes the oldest versions past the size bound; the newest always stays. */
  const keepWithinBound = () => {
    let total = 0
    let isFirst = true
    for (const { id, bytes } of sizes.all()) {
      total += bytes
      if (total > maxHistoryBytes && !isFirst) {
        removeUpTo.run(id)
        markOldest.run()
        return
      }
      isFirst = false
    }
  }

  const record = db.transaction((entry: NewHistoryEntry) => {
    const changed = JSON.stringify(entry.changed)
    const id = insert.run(
      entry.createdAt ?? Date.now(),
      entry.origin,
      entry.author,
      entry.text,
      entry.version,
      changed,
      bytesOf(entry.text, changed),
    ).lastInsertRowid
    texts.keepWhole(keepWholeTexts)
    keepWithinBound()
    return Number(id)
  })

  return {
    record: (entry) => record(entry),
    setCommit: (id, hash) => void commit.run(hash, id),
    list: (limit = 100) => newest.all(limit).map(toEntry),
    get: (id) => withText(one.get(id)),
    previous: (id = Number.MAX_SAFE_INTEGER) => withText(before.get(id)),
    hasRemovedOlder: () => oldest.get()?.older_removed === 1,
  }
}
