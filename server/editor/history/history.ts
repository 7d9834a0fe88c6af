import type { HistoryEntry } from '../../../src/model/admin-api.ts'
import type { Db } from '../../storage/database.ts'

export type { HistoryEntry }

export type NewHistoryEntry = Omit<HistoryEntry, 'id' | 'createdAt' | 'commit'> & { text: string; createdAt?: number }

export interface HistoryStore {
  /** Stores a version and returns its id. */
  record(entry: NewHistoryEntry): number
  setCommit(id: number, commit: string): void
  /** Newest first, without the texts. */
  list(limit?: number): HistoryEntry[]
  get(id: number): (HistoryEntry & { text: string }) | undefined
  /** The version recorded just before `id` (the newest one when `id` is left out), to diff against. */
  previous(id?: number): (HistoryEntry & { text: string }) | undefined
}

interface Row {
  id: number
  created_at: number
  origin: 'editor' | 'disk'
  author: string
  version: string
  changed: string
  commit_hash: string | null
  text?: string
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

const withText = (row: Row | undefined) => (row ? { ...toEntry(row), text: row.text ?? '' } : undefined)

const summary = 'id, created_at, origin, author, version, changed, commit_hash'

/** The publishes table (migration 002-publishes). */
export function historyStore(db: Db): HistoryStore {
  const insert = db.prepare(
    'INSERT INTO publishes (created_at, origin, author, text, version, changed) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const commit = db.prepare('UPDATE publishes SET commit_hash = ? WHERE id = ?')
  const newest = db.prepare<[number], Row>(`SELECT ${summary} FROM publishes ORDER BY id DESC LIMIT ?`)
  const one = db.prepare<[number], Row>('SELECT * FROM publishes WHERE id = ?')
  const before = db.prepare<[number], Row>('SELECT * FROM publishes WHERE id < ? ORDER BY id DESC LIMIT 1')

  return {
    record: (entry) =>
      Number(
        insert.run(
          entry.createdAt ?? Date.now(),
          entry.origin,
          entry.author,
          entry.text,
          entry.version,
          JSON.stringify(entry.changed),
        ).lastInsertRowid,
      ),
    setCommit: (id, hash) => void commit.run(hash, id),
    list: (limit = 100) => newest.all(limit).map(toEntry),
    get: (id) => withText(one.get(id)),
    previous: (id = Number.MAX_SAFE_INTEGER) => withText(before.get(id)),
  }
}
