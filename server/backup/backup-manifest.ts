import type { Db } from '../storage/database.ts'
import { archiveNames } from './backup-places.ts'

/** The last file of a backup archive: what it holds, so that a restore can check every file and judge its age. */
export interface BackupManifest {
  /** The archive's layout; a restore refuses a format it does not know. */
  format: 1
  /** When the backup was made (ISO 8601). */
  createdAt: string
  /** The newest change in the data (ms since 1970): a restore over data newer than this would lose work. */
  newestChange: number
  /** The database's schema changes, in order, for whoever reads the archive; a restore reads them from the database. */
  migrations: string[]
  counts: DataCounts
  /** Every other file in the archive with its size and SHA-256: site.db, visits.db (if any), site.yaml, pictures. */
  files: { name: string; bytes: number; sha256: string }[]
}

/** What a site holds, as a person would count it. */
export interface DataCounts {
  requests: number
  people: number
  historyEntries: number
  drafts: number
  pictures: number
  /** The days with visits counted; absent when the backup holds no visits.db. */
  visitDays?: number
}

export const backupFormat = 1

/** The newest change a person made: a request, its handling, a publish, a draft or a person added. */
const newestSql = `
  SELECT MAX(t) AS newest FROM (
    SELECT MAX(created_at) AS t FROM submissions
    UNION ALL SELECT MAX(handled_at) FROM submissions
    UNION ALL SELECT MAX(created_at) FROM publishes
    UNION ALL SELECT MAX(updated_at) FROM drafts
    -- The owner is made with the database itself, so a server started once has changed nothing.
    UNION ALL SELECT MAX(created_at) FROM people WHERE id <> 'owner'
  )`

/** The newest change in a site's database, 0 when it holds none. */
export const newestChangeOf = (db: Db): number =>
  db.prepare<[], { newest: number | null }>(newestSql).get()?.newest ?? 0

const countOf = (db: Db, table: string) => db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()!.n

/** What the site database `db` and, when backed up, the visits database `visitsDb` hold. */
export function countsOf(db: Db, pictures: number, visitsDb?: Db): DataCounts {
  return {
    requests: countOf(db, 'submissions'),
    people: countOf(db, 'people'),
    historyEntries: countOf(db, 'publishes'),
    drafts: countOf(db, 'drafts'),
    pictures,
    ...(visitsDb ? { visitDays: visitDaysOf(visitsDb) } : {}),
  }
}

/** Every day with an event: in daily_counts once the day is over, in events while its raw events are kept. */
const visitDaysOf = (visitsDb: Db) =>
  visitsDb
    .prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM (SELECT day FROM daily_counts UNION SELECT day FROM events)')
    .get()!.n

/** Whether a backup holds the visit counts: one made before they were backed up, or of a site without them, does not. */
export const holdsVisits = (manifest: BackupManifest) =>
  manifest.files.some((file) => file.name === archiveNames.visits)

export const migrationsOf = (db: Db): string[] =>
  db
    .prepare<[], { name: string }>('SELECT name FROM migrations ORDER BY rowid')
    .all()
    .map((row) => row.name)
