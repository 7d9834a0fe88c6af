import { randomUUID } from 'node:crypto'
import type { Db } from './database.ts'

/** One stored form submission. */
export interface Submission {
  id: string
  form: string
  data: Record<string, string>
  createdAt: number
  handledAt: number | null
}

interface Row {
  id: string
  form: string
  data: string
  created_at: number
  handled_at: number | null
}

const toSubmission = (row: Row): Submission => ({
  id: row.id,
  form: row.form,
  data: JSON.parse(row.data) as Record<string, string>,
  createdAt: row.created_at,
  handledAt: row.handled_at,
})

export interface SubmissionStore {
  /** Stores a submission and its notification jobs in one transaction; a known idempotency key returns the first id. */
  save(form: string, data: Record<string, string>, idempotencyKey?: string): { id: string; created: boolean }
  /** Newest first, optionally of one form. */
  list(options?: { form?: string; limit?: number; before?: number }): Submission[]
  get(id: string): Submission | undefined
  setHandled(id: string, handled: boolean): boolean
  count(): number
}

/** The submissions table, with one outbox job per notification channel for each new submission. */
export function submissionStore(db: Db, channels: () => readonly string[]): SubmissionStore {
  const findByKey = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM submissions WHERE form = ? AND idempotency_key = ?',
  )
  const insert = db.prepare(
    'INSERT INTO submissions (id, form, data, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const enqueue = db.prepare('INSERT INTO outbox (submission_id, channel, next_attempt_at) VALUES (?, ?, ?)')
  const save = db.transaction((form: string, data: Record<string, string>, key: string | undefined) => {
    const existing = key === undefined ? undefined : findByKey.get(form, key)
    if (existing) return { id: existing.id, created: false }
    const id = randomUUID()
    const now = Date.now()
    insert.run(id, form, JSON.stringify(data), key ?? null, now)
    for (const channel of channels()) enqueue.run(id, channel, now)
    return { id, created: true }
  })
  const getOne = db.prepare<[string], Row>('SELECT * FROM submissions WHERE id = ?')
  const handled = db.prepare('UPDATE submissions SET handled_at = ? WHERE id = ?')
  const counter = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM submissions')

  return {
    save: (form, data, key) => save.immediate(form, data, key),
    list: ({ form, limit = 200, before } = {}) => {
      const where = [form === undefined ? '' : 'form = @form', before === undefined ? '' : 'created_at < @before']
        .filter(Boolean)
        .join(' AND ')
      const sql = `SELECT * FROM submissions ${where ? `WHERE ${where}` : ''} ORDER BY created_at DESC, rowid DESC LIMIT @limit`
      return db
        .prepare<Record<string, unknown>, Row>(sql)
        .all({ limit, ...(form === undefined ? {} : { form }), ...(before === undefined ? {} : { before }) })
        .map(toSubmission)
    },
    get: (id) => {
      const row = getOne.get(id)
      return row ? toSubmission(row) : undefined
    },
    setHandled: (id, value) => handled.run(value ? Date.now() : null, id).changes === 1,
    count: () => counter.get()?.n ?? 0,
  }
}
