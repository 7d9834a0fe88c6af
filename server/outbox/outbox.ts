import { whenUnlocked } from '../storage/busy-retry.ts'
import type { Db } from '../storage/database.ts'
import type { Submission, SubmissionStore } from '../storage/submissions.ts'
import type { LogLine } from '../log-levels.ts'

/** Sends one submission through one channel; throws when it did not get through. */
export type Deliver = (submission: Submission) => Promise<void>

export interface OutboxOptions {
  channels: Record<string, Deliver>
  retryBaseMs: number
  pollMs: number
  /** After this many failed attempts a job is given up (and kept, with its last error, for /admin to show). */
  maxAttempts?: number
  log?: LogLine
}

interface Job {
  id: number
  submission_id: string
  channel: string
  attempts: number
}

/** What an attempt came to: nothing when delivered, otherwise why not. */
type Outcome = { error?: string }

const maxDelayMs = 6 * 60 * 60 * 1000
/** How long a stop waits for deliveries under way; systemd's own limit is 30 s. */
const stopGraceMs = 2000

/** The delay before attempt `attempts + 1`: doubling from the base, capped at six hours. */
export const retryDelay = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxDelayMs)

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export interface Outbox {
  /** Looks for due jobs now instead of at the next poll. */
  kick(): void
  /** Runs every due job once; resolves when done, and never rejects. */
  runDue(): Promise<void>
  /**
   * Stops, waiting at most `stopGraceMs` for deliveries under way: one that ends within it is recorded;
   * one that has not is left pending in the database, and the next start sends it.
   */
  stop(): Promise<void>
}

/**
 * Delivers the outbox table's jobs, retrying with backoff; state lives in the database, so restarts resume.
 * A database that is locked, full or gone pauses the outbox instead of ending the process: outcomes it
 * could not record are kept in memory and recorded, without sending again, once the database takes writes.
 */
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

  const unrecorded = new Map<number, Outcome>()
  let running: Promise<void> | undefined
  let stopped = false
  // Past the stop's grace the database is closing: nothing more is recorded.
  let isAbandoned = false
  let pausedUntil = 0

  async function attempt(job: Job): Promise<Outcome> {
    const deliver = channels[job.channel]
    if (!deliver) return { error: `channel ${job.channel} is not configured` }
    const submission = store.get(job.submission_id)
    if (!submission) return { error: 'submission is missing' }
    try {
      await deliver(submission)
      return {}
    } catch (error) {
      return { error: reasonOf(error) }
    }
  }

  async function record(job: Job, { error }: Outcome): Promise<void> {
    if (error === undefined) {
      await whenUnlocked(() => delivered.run(Date.now(), job.id))
      log(`outbox: submission ${job.submission_id} delivered by ${job.channel}`)
      return
    }
    const attempts = job.attempts + 1
    const isGivingUp = attempts >= maxAttempts
    const next = Date.now() + retryDelay(attempts, retryBaseMs)
    await whenUnlocked(() => failed.run(attempts, next, error.slice(0, 500), isGivingUp ? Date.now() : null, job.id))
    log(
      isGivingUp
        ? `outbox: GAVE UP telling the business about submission ${job.submission_id} by ${job.channel} after ` +
            `${attempts} attempts (last error: ${error}). It is stored; /admin lists it under failed deliveries, with a button to send it again.`
        : `outbox: submission ${job.submission_id} not delivered by ${job.channel} (attempt ${attempts}: ${error})`,
      isGivingUp ? 'error' : 'warn',
    )
  }

  async function runJob(job: Job): Promise<void> {
    const outcome = unrecorded.get(job.id) ?? (await attempt(job))
    if (isAbandoned) return
    unrecorded.set(job.id, outcome)
    await record(job, outcome)
    unrecorded.delete(job.id)
  }

  async function runDueNow(): Promise<void> {
    if (Date.now() < pausedUntil) return
    try {
      let jobs = due.all(Date.now())
      while (jobs.length > 0) {
        const results = await Promise.allSettled(jobs.map(runJob))
        const failure = results.find((result) => result.status === 'rejected')
        if (failure) throw failure.reason
        jobs = stopped ? [] : due.all(Date.now())
      }
    } catch (error) {
      if (isAbandoned) return
      pausedUntil = Date.now() + retryBaseMs
      log(
        `outbox: the database could not be read or written (${reasonOf(error)}); ` +
          `notifications wait and are tried again in ${Math.ceil(retryBaseMs / 1000)} s`,
        'error',
      )
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
      let graceOver: ReturnType<typeof setTimeout> | undefined
      await Promise.race([running, new Promise<void>((resolve) => (graceOver = setTimeout(resolve, stopGraceMs)))])
      clearTimeout(graceOver)
      isAbandoned = true
    },
  }
}
