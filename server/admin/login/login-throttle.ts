import { whenUnlocked } from '../../storage/busy-retry.ts'
import type { Db } from '../../storage/database.ts'

/** Failures allowed before any wait; then 1 s, doubling with each further failure, up to `maxDelayMs`. */
export const freeFailures = 5
export const firstDelayMs = 1000
export const maxDelayMs = 15 * 60_000
/** A key with no failure for this long starts afresh. */
const forgetAfterMs = 24 * 3600_000

/** The wait after `failures` failures in a row. */
export const delayAfter = (failures: number): number =>
  failures < freeFailures ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - freeFailures, 30))

export type ThrottleAnswer = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number }

/**
 * Growing waits between failed logins, per key ("address:…", "account:…", "device:…"), kept in the
 * database so a restart hands out nothing new. An attempt counts as a failure from the moment it
 * starts (so many sent at once are counted), and a success clears its keys.
 */
export function loginThrottle(db: Db, now: () => number = Date.now) {
  db.exec(`CREATE TABLE IF NOT EXISTS login_failures (
    key TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    last_failure_at INTEGER NOT NULL
  )`)
  const read = db.prepare<[string], { failures: number; last_failure_at: number }>(
    'SELECT failures, last_failure_at FROM login_failures WHERE key = ?',
  )
  const write = db.prepare('INSERT OR REPLACE INTO login_failures (key, failures, last_failure_at) VALUES (?, ?, ?)')
  const clear = db.prepare('DELETE FROM login_failures WHERE key = ?')
  const purge = db.prepare('DELETE FROM login_failures WHERE last_failure_at <= ?')

  const failuresOf = (key: string, at: number) => {
    const row = read.get(key)
    return row && row.last_failure_at > at - forgetAfterMs ? row : { failures: 0, last_failure_at: 0 }
  }
  const take = db.transaction((keys: readonly string[], at: number): ThrottleAnswer => {
    purge.run(at - forgetAfterMs)
    const waits = keys.map((key) => {
      const row = failuresOf(key, at)
      return row.last_failure_at + delayAfter(row.failures) - at
    })
    const longest = Math.max(0, ...waits)
    if (longest > 0) return { isAllowed: false, retryAfterSeconds: Math.ceil(longest / 1000) }
    for (const key of keys) write.run(key, failuresOf(key, at).failures + 1, at)
    return { isAllowed: true }
  })
  const forgive = db.transaction((keys: readonly string[]) => {
    for (const key of keys) clear.run(key)
  })

  return {
    /** Counts an attempt against every key, or says how long the longest wait among them still is. */
    take: (keys: readonly string[]): Promise<ThrottleAnswer> => whenUnlocked(() => take.immediate(keys, now())),
    /** The attempt logged in: its keys start afresh. */
    succeeded: (keys: readonly string[]): Promise<void> => whenUnlocked(() => forgive.immediate(keys)),
  }
}

export type LoginThrottle = ReturnType<typeof loginThrottle>
