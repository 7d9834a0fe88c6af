import { randomUUID } from 'node:crypto'
import { whenUnlocked } from './busy-retry.ts'
import type { Db } from './database.ts'
import { inboxRoom, roomWarnings, type InboxRoom } from './inbox-room.ts'
import { senderAllowance } from './sender-allowance.ts'
import { submissionRemoval } from './submission-removal.ts'
import { toSubmission, type SubmissionRow } from './submission-row.ts'
import type { Submission } from '../../src/model/admin-api.ts'
import type { LogLine } from '../log-levels.ts'

export type { Submission }
export { toSubmission, type SubmissionRow } from './submission-row.ts'

/**
 * What saving did: stored it; found it stored already under its idempotency key (`repeated`); found
 * that key used for different content (`conflict`); or refused because the store is full.
 */
export type SaveResult =
  { outcome: 'stored' | 'repeated'; id: string } | { outcome: 'conflict' } | { outcome: 'full'; limit: number }

export interface SubmissionStore {
  /**
   * Stores a submission and its notification jobs in one transaction, waiting without blocking while
   * another connection holds the database. Given the visitor's `address`, rejects with
   * TooManyFromOneAddress (status 429, a plain sentence) once that address has stored its day's requests.
   * `language` is that of the page it was sent from.
   */
  save(
    form: string,
    data: Record<string, string>,
    idempotencyKey?: string,
    address?: string,
    language?: string,
  ): Promise<SaveResult>
  /** Newest first, optionally of one form. */
  list(options?: { form?: string; limit?: number; before?: number }): Submission[]
  get(id: string): Submission | undefined
  /** `by` is the name of who marked it handled. */
  setHandled(id: string, handled: boolean, by?: string): Promise<boolean>
  /** Removes a submission with its notification jobs in one transaction; resolves with it, or undefined if there was none. */
  remove(id: string): Promise<Submission | undefined>
  /** Removes the handled submissions received before `before` (ms), with their notification jobs; resolves with how many. */
  removeHandled(before: number): Promise<number>
  count(): number
  /** How full the store is, against its `maxSubmissions`. */
  room(): InboxRoom
}

export interface SubmissionLimits {
  /** Requests one visitor address may store per day (FORM_REQUESTS_PER_DAY); no bound when left out. */
  requestsPerAddressPerDay?: number
  /** Told once as the store fills to each warning share of `maxSubmissions` (see inbox-room.ts). */
  log?: LogLine
}

/** The same fields with the same values, whatever their order. */
const sameContent = (stored: string, data: Record<string, string>) =>
  JSON.stringify(Object.entries(JSON.parse(stored) as Record<string, string>).sort()) ===
  JSON.stringify(Object.entries(data).sort())

/**
 * The submissions table, with one outbox job per notification channel for each new submission, at
 * most `maxSubmissions` rows, and at most `limits.requestsPerAddressPerDay` stored per visitor address per day.
 */
export function submissionStore(
  db: Db,
  channels: () => readonly string[],
  maxSubmissions = Number.POSITIVE_INFINITY,
  limits: SubmissionLimits = {},
): SubmissionStore {
  const findByKey = db.prepare<[string, string], { id: string; data: string }>(
    'SELECT id, data FROM submissions WHERE form = ? AND idempotency_key = ?',
  )
  const insert = db.prepare(
    'INSERT INTO submissions (id, form, data, idempotency_key, created_at, language) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const enqueue = db.prepare('INSERT INTO outbox (submission_id, channel, next_attempt_at) VALUES (?, ?, ?)')
  const counter = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM submissions')
  const count = () => counter.get()?.n ?? 0
  let storedCount = count()
  const senders = senderAllowance(db, limits.requestsPerAddressPerDay ?? Number.POSITIVE_INFINITY)
  const warnOfRoom = limits.log && Number.isFinite(maxSubmissions) ? roomWarnings(maxSubmissions, limits.log) : () => {}
  const save = db.transaction(
    (
      form: string,
      data: Record<string, string>,
      key: string | undefined,
      address: string | undefined,
      language: string | undefined,
    ): SaveResult => {
      const existing = key === undefined ? undefined : findByKey.get(form, key)
      if (existing)
        return sameContent(existing.data, data) ? { outcome: 'repeated', id: existing.id } : { outcome: 'conflict' }
      // The count is kept as rows are added, and counted again only when it says the store is full.
      if (storedCount >= maxSubmissions) storedCount = count()
      if (storedCount >= maxSubmissions) return { outcome: 'full', limit: maxSubmissions }
      const id = randomUUID()
      const now = Date.now()
      if (address !== undefined) senders.take(address, now)
      insert.run(id, form, JSON.stringify(data), key ?? null, now, language ?? null)
      for (const channel of channels()) enqueue.run(id, channel, now)
      storedCount += 1
      return { outcome: 'stored', id }
    },
  )
  const getOne = db.prepare<[string], SubmissionRow>('SELECT * FROM submissions WHERE id = ?')
  const handled = db.prepare('UPDATE submissions SET handled_at = ?, handled_by = ? WHERE id = ?')
  const removal = submissionRemoval(db)
  /** Counts again after removals, so the limit and the warnings follow them. */
  const recount = <T>(result: T): T => {
    storedCount = count()
    warnOfRoom(storedCount)
    return result
  }
  warnOfRoom(storedCount)

  return {
    save: async (form, data, key, address, language) => {
      const saved = await whenUnlocked(() => save.immediate(form, data, key, address, language))
      if (saved.outcome === 'stored') warnOfRoom(storedCount)
      return saved
    },
    list: ({ form, limit = 200, before } = {}) => {
      const where = [form === undefined ? '' : 'form = @form', before === undefined ? '' : 'created_at < @before']
        .filter(Boolean)
        .join(' AND ')
      const sql = `SELECT * FROM submissions ${where ? `WHERE ${where}` : ''} ORDER BY created_at DESC, rowid DESC LIMIT @limit`
      return db
        .prepare<Record<string, unknown>, SubmissionRow>(sql)
        .all({ limit, ...(form === undefined ? {} : { form }), ...(before === undefined ? {} : { before }) })
        .map(toSubmission)
    },
    get: (id) => {
      const row = getOne.get(id)
      return row ? toSubmission(row) : undefined
    },
    setHandled: (id, value, by) =>
      whenUnlocked(() => handled.run(value ? Date.now() : null, value ? (by ?? null) : null, id).changes === 1),
    remove: async (id) => {
      const row = await whenUnlocked(() => removal.one.immediate(id))
      return recount(row ? toSubmission(row) : undefined)
    },
    removeHandled: async (before) => recount(await whenUnlocked(() => removal.handledBefore.immediate(before))),
    count,
    room: () => inboxRoom(count(), maxSubmissions),
  }
}
