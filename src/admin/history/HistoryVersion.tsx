import { useCallback } from 'react'
import type { HistoryDetail } from '../../model/admin-api.ts'
import { api } from '../app/api.ts'
import { DiffView } from './DiffView.tsx'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { useLoaded } from '../app/form-parts/use-loaded.ts'

/** One version's text: the lines it changed against the version before, and the whole text. */
export function HistoryVersion({ id }: { id: number }) {
  const { value: detail, problem } = useLoaded(useCallback(() => api<HistoryDetail>(`history/${id}`), [id]))

  if (problem) return <ProblemAlert problem={problem} />
  if (!detail) return <p>Loading the changes…</p>
  return (
    <>
      <DiffView parts={detail.diff} />
      <details className="history-text">
        <summary>The whole text of this version</summary>
        <pre>{detail.text}</pre>
      </details>
    </>
  )
}
