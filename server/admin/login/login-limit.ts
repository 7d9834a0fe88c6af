import { whenUnlocked } from '../../storage/busy-retry.ts'
import type { Db } from '../../storage/database.ts'

export type LoginPermit = { isAllowed: true; attempt: number } | { isAllowed: false; retryAfterSeconds: number }

/**
 * Failed login attempts per address, counted in the database so a restart does not hand out a fresh
 * allowance: at most `max` in any `windowMs`. An attempt counts from the moment it starts, so many
 * sent at once are counted too, and stops counting once it has succeeded.
 */
export function loginLimit(db: Db, max: number, windowMs: number) {
  const forget = db.prepare('DELETE FROM login_attempts WHERE attempted_at <= ?')
  const recent = db.prepare<[string, number], { count: number; oldest: number | null }>(
    'SELECT count(*) AS count, min(attempted_at) AS oldest FROM login_attempts WHERE address = ? AND attempted_at > ?',
  )
  const note = db.prepare('INSERT INTO login_attempts (address, attempted_at) VALUES (?, ?)')
  const forgive = db.prepare('DELETE FROM login_attempts WHERE rowid = ?')
  const take = db.transaction((address: string, now: number): LoginPermit => {
    forget.run(now - windowMs)
    const { count, oldest } = recent.get(address, now - windowMs) ?? { count: 0, oldest: null }
    if (count >= max)
      return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((oldest ?? now) + windowMs - now) / 1000)) }
    return { isAllowed: true, attempt: Number(note.run(address, now).lastInsertRowid) }
  })
  return {
    /** Counts an attempt from this address, or says how long until it may try again. */
    take: (address: string): Promise<LoginPermit> => whenUnlocked(() => take.immediate(address, Date.now())),
    /** The attempt logged in: it no longer counts against the address. */
    succeeded: (attempt: number): Promise<void> => whenUnlocked(() => void forgive.run(attempt)),
  }
}
