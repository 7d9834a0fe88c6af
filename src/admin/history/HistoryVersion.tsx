import { useEffect, useState } from 'react'
import type { HistoryDetail } from '../../model/admin-api.ts'
import { api } from '../app/api.ts'
import { problemMessage } from '../app/problem-message.ts'
import { DiffView } from './DiffView.tsx'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'

type Loaded = { detail: HistoryDetail; problem?: undefined } | { detail?: undefined; problem: string }

/** One version's text: the lines it changed against the version before, and the whole text. */
export function HistoryVersion({ id }: { id: number }) {
  const [loaded, setLoaded] = useState<Loaded>()

  useEffect(() => {
    let isCurrent = true
    api<HistoryDetail>(`history/${id}`).then(
      (detail) => isCurrent && setLoaded({ detail }),
      (error: unknown) => isCurrent && setLoaded({ problem: problemMessage(error) }),
    )
    return () => {
      isCurrent = false
    }
  }, [id])

  if (!loaded) return <p>Loading the changes…</p>
  if (loaded.problem !== undefined) return <ProblemAlert problem={loaded.problem} />
  return (
    <>
      <DiffView parts={loaded.detail.diff} />
      <details className="history-text">
        <summary>The whole text of this version</summary>
        <pre>{loaded.detail.text}</pre>
      </details>
    </>
  )
}
