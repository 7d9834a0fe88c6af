import type Database from 'better-sqlite3'
import { isStorageError } from './busy-retry.ts'

/** Free pages worth handing back to the disk: below this, they wait to be reused by the next rows. */
const worthGivingBackBytes = 1024 * 1024

/**
 * Lets the database file shrink after deletions (see `giveSpaceBack`). SQLite records this choice
 * in the file, and an existing file only takes it through one VACUUM, which rewrites it: quick for
 * a database of this size, and done once.
 */
export function enableIncrementalVacuum(db: Database.Database): void {
  if (db.pragma('auto_vacuum', { simple: true }) === 2) return
  db.pragma('auto_vacuum = INCREMENTAL')
  db.exec('VACUUM')
}

/**
 * After large deletions (drafts of several megabytes): hands the freed pages back to the disk, then
 * copies the write-ahead log into the file so that it shrinks now. It never fails the deletion before
 * it: when the database is busy with another process (or cannot be written), the space is given back
 * after a later deletion.
 */
export function giveSpaceBack(db: Database.Database): void {
  try {
    const pageBytes = Number(db.pragma('page_size', { simple: true }))
    if (Number(db.pragma('freelist_count', { simple: true })) * pageBytes < worthGivingBackBytes) return
    db.pragma('incremental_vacuum')
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch (error) {
    if (!isStorageError(error)) throw error
  }
}
