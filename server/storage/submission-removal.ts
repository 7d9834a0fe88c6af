import type { Db } from './database.ts'
import type { SubmissionRow } from './submission-row.ts'

/**
 * Removing submissions, each transaction taking their outbox rows first (the outbox refers to them),
 * so that a removed request leaves no notification behind and none is left without its request.
 */
export function submissionRemoval(db: Db) {
  const getOne = db.prepare<[string], SubmissionRow>('SELECT * FROM submissions WHERE id = ?')
  const jobsOfOne = db.prepare('DELETE FROM outbox WHERE submission_id = ?')
  const deleteOne = db.prepare('DELETE FROM submissions WHERE id = ?')
  const handledBefore = 'SELECT id FROM submissions WHERE handled_at IS NOT NULL AND created_at < @before'
  const jobsOfHandled = db.prepare(`DELETE FROM outbox WHERE submission_id IN (${handledBefore})`)
  const deleteHandled = db.prepare(`DELETE FROM submissions WHERE id IN (${handledBefore})`)

  return {
    /** Removes one submission; returns its row, or undefined when there was none. */
    one: db.transaction((id: string): SubmissionRow | undefined => {
      const row = getOne.get(id)
      if (!row) return undefined
      jobsOfOne.run(id)
      deleteOne.run(id)
      return row
    }),
    /** Removes the handled submissions received before `before` (ms); returns how many. */
    handledBefore: db.transaction((before: number): number => {
      jobsOfHandled.run({ before })
      return deleteHandled.run({ before }).changes
    }),
  }
}
