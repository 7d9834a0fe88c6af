import Database from 'better-sqlite3'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * How long SQLite itself waits for another connection's lock. better-sqlite3 waits synchronously, so
 * this is how long a locked database can stall every other request; writes wait longer in `whenUnlocked`.
 */
export const lockWaitMs = 5

/** How long a write waits, without blocking other requests, for another connection to release the database. */
export const writeDeadlineMs = 5000

const busyCodes = /^SQLITE_(BUSY|LOCKED)/

/** True when SQLite refused because another connection holds the database. */
export const isBusy = (error: unknown): boolean => error instanceof Database.SqliteError && busyCodes.test(error.code)

/** True for any SQLite error: locked, full, read-only or damaged storage rather than a bug in a request. */
export const isStorageError = (error: unknown): error is Database.SqliteError => error instanceof Database.SqliteError

/**
 * Runs a write, trying again while another connection holds the database, with pauses that let other
 * requests through; throws the last error once `deadlineMs` has passed or the error is not a lock.
 */
export async function whenUnlocked<T>(write: () => T, deadlineMs = writeDeadlineMs): Promise<T> {
  const started = Date.now()
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      return write()
    } catch (error) {
      if (!isBusy(error) || Date.now() - started + pause > deadlineMs) throw error
      await sleep(pause)
    }
  }
}
