import './history.css'
import { useCallback, useEffect, useState } from 'react'
import type { HistoryListEntry } from '../../model/history-api.ts'
import { api } from '../app/api.ts'
import { useOutcome } from '../outcome/outcome.tsx'
import { problemMessage } from '../app/problem-message.ts'
import { StatusBar } from '../outcome/StatusBar.tsx'
import { HistoryEntryItem } from './HistoryEntryItem.tsx'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'

/** Every version of the site that went live, newest first, in words; each publish can be undone, or a page or post brought back from it. */
export function HistoryScreen() {
  const [entries, setEntries] = useState<HistoryListEntry[]>()
  const [problem, setProblem] = useState('')
  // What an undo or a bringing back did, said in the bar at the bottom until the next one starts.
  const { outcome } = useOutcome()

  const load = useCallback(() => {
    api<HistoryListEntry[]>('history').then(
      (loaded) => {
        setEntries(loaded)
        setProblem('')
      },
      (error: unknown) => setProblem(problemMessage(error)),
    )
  }, [])

  useEffect(load, [load])

  return (
    <div className="history">
      <h1 tabIndex={-1}>History</h1>
      <p>
        Each time the website was published, newest first. Undo one publish's changes (later changes stay), or bring
        back a page or post as it was then.
      </p>
      <ProblemAlert problem={problem} />
      {!entries && !problem && <p>Loading the history…</p>}
      {entries?.length === 0 && <p>Nothing has been published from the editor yet.</p>}
      {entries && entries.length > 0 && (
        <ol className="history-list">
          {entries.map((entry) => (
            <HistoryEntryItem key={entry.id} entry={entry} onChanged={load} />
          ))}
        </ol>
      )}
      {entries?.at(-1)?.olderRemoved && (
        <p>Older versions were removed to make room, so the history starts with the last one above.</p>
      )}
      <StatusBar outcome={outcome} label="What happened" />
    </div>
  )
}
