import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../storage/database.ts'
import type { DayNumber } from './local-day.ts'

/**
 * Who a visitor is, for one day only: sha256 of the day's random salt, the address and the browser's
 * user agent, cut to 48 bits (a whole number SQLite keeps in 6 bytes; two of a thousand visitors a day
 * share one about once in half a million years). The salt lives in memory and in visits.db for its
 * day and is deleted when the next day starts, after which nobody can recompute a hash.
 */
export interface VisitorHasher {
  hash(day: DayNumber, address: string, userAgent: string): number
  /** Makes the day's salt if there is none yet, and deletes every other day's. */
  startDay(day: DayNumber): void
}

export function dailySalts(db: Db): VisitorHasher {
  const read = db.prepare<[DayNumber], { salt: Buffer }>('SELECT salt FROM salts WHERE day = ?')
  const write = db.prepare('INSERT OR REPLACE INTO salts (day, salt) VALUES (?, ?)')
  const forget = db.prepare('DELETE FROM salts WHERE day <> ?')
  let current: { day: DayNumber; salt: Buffer } | undefined
  const saltOf = (day: DayNumber): Buffer => {
    if (current?.day === day) return current.salt
    const salt = read.get(day)?.salt ?? randomBytes(32)
    db.transaction(() => {
      write.run(day, salt)
      forget.run(day)
    })()
    current = { day, salt }
    return salt
  }
  return {
    startDay: (day) => void saltOf(day),
    hash: (day, address, userAgent) =>
      createHash('sha256').update(saltOf(day)).update(address).update('\n').update(userAgent).digest().readUIntBE(0, 6),
  }
}
