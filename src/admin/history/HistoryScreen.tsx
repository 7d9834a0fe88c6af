import './history.css'
import { useCallback } from 'react'
import type { HistoryListEntry } from '../../model/history-api.ts'
import { api } from '../app/api.ts'
import { useOutcome } from '../outcome/outcome.tsx'
import { StatusBar } from '../outcome/StatusBar.tsx'
import { HistoryEntryItem } from './HistoryEntryItem.tsx'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { useLoaded } from '../app/form-parts/use-loaded.ts'

/** Every version of the site that went live, newest first, in words; each publish can be undone, or a page or post brought back from it. */
export function HistoryScreen() {
  const { value: entries, problem, reload } = useLoaded(useCallback(() => api<HistoryListEntry[]>('history'), []))
  // What an undo or a bringing back did, said in the bar at the bottom until the next one starts.
  const { outcome } = useOutcome()

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
            <HistoryEntryItem key={entry.id} entry={entry} onChanged={reload} />
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
