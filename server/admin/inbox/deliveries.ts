import type { FailedDelivery } from '../../../src/model/contracts/inbox.ts'
import { whenUnlocked } from '../../storage/busy-retry.ts'
import type { Db } from '../../storage/database.ts'

/** The outbox's given-up jobs, and a retry that puts one back on the schedule at once. */
export function failedDeliveries(db: Db) {
  const list = db.prepare<[], FailedDelivery>(
    `SELECT outbox.id, submission_id AS submissionId, submissions.form, channel, attempts,
            last_error AS lastError, gave_up_at AS gaveUpAt
     FROM outbox JOIN submissions ON submissions.id = outbox.submission_id
     WHERE gave_up_at IS NOT NULL AND delivered_at IS NULL ORDER BY gave_up_at DESC LIMIT 200`,
  )
  const retry = db.prepare(
    'UPDATE outbox SET gave_up_at = NULL, attempts = 0, next_attempt_at = ? WHERE id = ? AND gave_up_at IS NOT NULL',
  )
  return {
    list: () => list.all(),
    /** False when there is no such given-up delivery. */
    retry: (id: number) => whenUnlocked(() => retry.run(Date.now(), id).changes === 1),
  }
}
