import type { Db } from '../storage/database.ts'
import type { Submission, SubmissionStore } from '../storage/submissions.ts'

/** Sends one submission through one channel; throws when it did not get through. */
export type Deliver = (submission: Submission) => Promise<void>

export interface OutboxOptions {
  channels: Record<string, Deliver>
  retryBaseMs: number
  pollMs: number
  /** After this many failed attempts a job is given up (and kept, with its last error). */
  maxAttempts?: number
  log?: (message: string) => void
}

interface Job {
  id: number
  submission_id: string
  channel: string
  attempts: number
}

const maxDelayMs = 6 * 60 * 60 * 1000

/** The delay before attempt `attempts + 1`: doubling from the base, capped at six hours. */
export const retryDelay = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxDelayMs)

export interface Outbox {
  /** Looks for due jobs now instead of at the next poll. */
  kick(): void
  /** Runs every due job once; resolves when done. */
  runDue(): Promise<void>
  stop(): Promise<void>
}

/** Delivers the outbox table's jobs, retrying with backoff; state lives in the database, so restarts resume. */
export function startOutbox(db: Db, store: SubmissionStore, options: OutboxOptions): Outbox {
  const { channels, retryBaseMs, pollMs, maxAttempts = 20, log = () => {} } = options
  const due = db.prepare<[number], Job>(
    `SELECT id, submission_id, channel, attempts FROM outbox
     WHERE delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT 20`,
  )
  const delivered = db.prepare(
    'UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
  )
  const failed = db.prepare(
    'UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, gave_up_at = ? WHERE id = ?',
  )

  let running: Promise<void> | undefined
  let stopped = false

  async function runJob(job: Job): Promise<void> {
    const deliver = channels[job.channel]
    const submission = store.get(job.submission_id)
    try {
      if (!deliver) throw new Error(`channel ${job.channel} is not configured`)
      if (!submission) throw new Error('submission is missing')
      await deliver(submission)
      delivered.run(Date.now(), job.id)
      log(`outbox: submission ${job.submission_id} delivered by ${job.channel}`)
    } catch (error) {
      const attempts = job.attempts + 1
      const giveUp = attempts >= maxAttempts
      const reason = error instanceof Error ? error.message : String(error)
      failed.run(
        attempts,
        Date.now() + retryDelay(attempts, retryBaseMs),
        reason.slice(0, 500),
        giveUp ? Date.now() : null,
        job.id,
      )
      log(
        `outbox: submission ${job.submission_id} not delivered by ${job.channel} (attempt ${attempts})${giveUp ? ', giving up' : ''}`,
      )
    }
  }

  async function runDueNow(): Promise<void> {
    let jobs = due.all(Date.now())
    while (jobs.length > 0) {
      await Promise.all(jobs.map(runJob))
      jobs = stopped ? [] : due.all(Date.now())
    }
  }

  const runDue = () => {
    running ??= runDueNow().finally(() => {
      running = undefined
    })
    return running
  }

  const timer = setInterval(() => void runDue(), pollMs)
  timer.unref()
  void runDue()

  return {
    kick: () => void runDue(),
    runDue,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
