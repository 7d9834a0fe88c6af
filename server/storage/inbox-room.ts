import type { InboxRoom } from '../../src/model/admin-api.ts'
import type { LogLine } from '../log-levels.ts'

export type { InboxRoom }

/** The shares of MAX_SUBMISSIONS at which the log warns, each once: 80 %, then 95 %. */
const warningShares = [0.8, 0.95] as const

/** How many of `limit` requests fill it to `share`, counted up: 160 of 200 for 80 %. */
const countAt = (share: number, limit: number) => Math.ceil(share * limit)

/** How full the inbox is; nearly full from the first warning share (80 %). */
export function inboxRoom(stored: number, limit: number): InboxRoom {
  const isLimited = Number.isFinite(limit)
  return {
    stored,
    limit: isLimited ? limit : null,
    isNearlyFull: isLimited && stored >= countAt(warningShares[0], limit),
  }
}

/**
 * Says in the log, once, when the count of stored requests reaches each warning share of `limit`: how
 * many more fit and what to do. After removals take it back under a share, reaching it again says so again.
 */
export function roomWarnings(limit: number, log: LogLine): (stored: number) => void {
  let sharesReached = 0
  return (stored) => {
    const reached = warningShares.filter((share) => stored >= countAt(share, limit)).length
    if (reached > sharesReached) {
      const fit = Math.max(0, limit - stored)
      log(
        `receiver: the inbox holds ${stored} of the ${limit} requests it keeps (MAX_SUBMISSIONS); ${fit} more fit. ` +
          'Export and remove handled requests in /admin, or raise MAX_SUBMISSIONS.',
        'warn',
      )
    }
    sharesReached = reached
  }
}
