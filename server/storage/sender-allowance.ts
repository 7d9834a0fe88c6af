import type { Db } from './database.ts'

const dayMs = 24 * 60 * 60 * 1000

/** The plain sentence a visitor gets, with status 429, when their address has stored its day's requests. */
const tooManyFromOneAddressSentence =
  'Too many requests have been sent from this internet connection today, so this one was not stored. Please try again tomorrow, or contact the business another way.'

/** A request refused because its visitor address has stored its requests for the day; the route answers 429. */
export class TooManyFromOneAddress extends Error {
  readonly statusCode = 429

  constructor() {
    super(tooManyFromOneAddressSentence)
  }
}

/**
 * The requests each visitor address stored in the last day, in the `submission_senders` table; rows
 * older than a day are deleted each time a request from an address is stored.
 */
export function senderAllowance(db: Db, perAddress: number) {
  const forgetBefore = db.prepare('DELETE FROM submission_senders WHERE stored_at <= ?')
  const storedSince = db.prepare<[string, number], number>(
    'SELECT count(*) FROM submission_senders WHERE address = ? AND stored_at > ?',
  )
  const note = db.prepare('INSERT INTO submission_senders (address, stored_at) VALUES (?, ?)')
  storedSince.pluck()

  return {
    /**
     * Counts one more request from `address`, or throws TooManyFromOneAddress when it has stored its
     * day's requests. Run it in the transaction that stores the request, so that both or neither happen.
     */
    take(address: string, now: number): void {
      forgetBefore.run(now - dayMs)
      if (storedSince.get(address, now - dayMs)! >= perAddress) throw new TooManyFromOneAddress()
      note.run(address, now)
    },
  }
}
