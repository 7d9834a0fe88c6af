import type { Submission } from '../../src/model/admin-api.ts'

/** A row of the submissions table. */
export interface SubmissionRow {
  id: string
  form: string
  data: string
  created_at: number
  handled_at: number | null
  handled_by?: string | null
  language?: string | null
}

export const toSubmission = (row: SubmissionRow): Submission => ({
  id: row.id,
  form: row.form,
  data: JSON.parse(row.data) as Record<string, string>,
  createdAt: row.created_at,
  handledAt: row.handled_at,
  ...(row.handled_at !== null && row.handled_by ? { handledBy: row.handled_by } : {}),
  ...(row.language ? { language: row.language } : {}),
})
