import Database from 'better-sqlite3'
import { lockWaitMs } from './busy-retry.ts'
import { toSubmission, type Submission, type SubmissionRow } from './submissions.ts'

/**
 * Reads every submission of the database at `databasePath` on a read-only connection of its own (a
 * worker thread opens its own), in one snapshot, so a long export neither holds the server's
 * connection nor sees rows arrive halfway. Close it when done.
 */
export function submissionReader(databasePath: string) {
  const reader = new Database(databasePath, { readonly: true, fileMustExist: true, timeout: lockWaitMs })
  reader.exec('BEGIN')
  return {
    /** The forms that have submissions, by the name they were stored under, in alphabetical order. */
    forms(): string[] {
      return reader
        .prepare<[], { form: string }>('SELECT DISTINCT form FROM submissions ORDER BY form')
        .all()
        .map((row) => row.form)
    },
    /** Every name that has a filled-in value in the form's submissions, in alphabetical order. */
    filledNames(form: string): string[] {
      return reader
        .prepare<[string], { key: string }>(
          `SELECT DISTINCT field.key FROM submissions, json_each(submissions.data) AS field
           WHERE submissions.form = ? AND trim(CAST(field.value AS TEXT)) != '' ORDER BY field.key`,
        )
        .all(form)
        .map((row) => row.key)
    },
    /** The form's submissions, newest first, one at a time. */
    *rows(form: string): Generator<Submission> {
      const statement = reader.prepare<[string], SubmissionRow>(
        'SELECT * FROM submissions WHERE form = ? ORDER BY created_at DESC, rowid DESC',
      )
      for (const row of statement.iterate(form)) yield toSubmission(row)
    },
    close(): void {
      if (reader.inTransaction) reader.exec('COMMIT')
      reader.close()
    },
  }
}

export type SubmissionReader = ReturnType<typeof submissionReader>
