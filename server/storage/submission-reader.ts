import Database from 'better-sqlite3'
import { lockWaitMs } from './busy-retry.ts'
import type { Db } from './database.ts'
import { toSubmission, type Submission, type SubmissionRow } from './submissions.ts'

/**
 * Reads every submission on a read-only connection of its own, in one snapshot, so a long export
 * neither holds the server's connection nor sees rows arrive halfway. Close it when done.
 */
export function submissionReader(db: Db, form: string | undefined) {
  const reader = new Database(db.name, { readonly: true, fileMustExist: true, timeout: lockWaitMs })
  const where = form === undefined ? '' : 'WHERE form = @form'
  const params = form === undefined ? {} : { form }
  reader.exec('BEGIN')
  return {
    /** Every name that occurs in the submissions' data, in alphabetical order. */
    dataNames(): string[] {
      return reader
        .prepare<Record<string, unknown>, { key: string }>(
          `SELECT DISTINCT field.key FROM submissions, json_each(submissions.data) AS field ${where} ORDER BY field.key`,
        )
        .all(params)
        .map((row) => row.key)
    },
    /** Newest first, one at a time. */
    *rows(): Generator<Submission> {
      const statement = reader.prepare<Record<string, unknown>, SubmissionRow>(
        `SELECT * FROM submissions ${where} ORDER BY created_at DESC, rowid DESC`,
      )
      for (const row of statement.iterate(params)) yield toSubmission(row)
    },
    close(): void {
      if (reader.inTransaction) reader.exec('COMMIT')
      reader.close()
    },
  }
}
