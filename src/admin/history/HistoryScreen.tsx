import './history.css'
import { useCallback, useEffect, useState } from 'react'
import type { HistoryEntry } from '../../model/admin-api.ts'
import { api } from '../app/api.ts'
import { problemMessage } from '../app/problem-message.ts'
import { HistoryEntryItem } from './HistoryEntryItem.tsx'

/** Every version of the site that went live, newest first; any of them can be looked at and restored. */
export function HistoryScreen() {
  const [entries, setEntries] = useState<HistoryEntry[]>()
  const [problem, setProblem] = useState('')
  const [openId, setOpenId] = useState<number>()

  const load = useCallback(() => {
    api<HistoryEntry[]>('history').then(
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
      <p>Each time the website was published, newest first. Open one to see what it changed, or to put it back.</p>
      {problem && (
        <p role="alert" className="admin-error">
          {problem}
        </p>
      )}
      {!entries && !problem && <p>Loading the history…</p>}
      {entries?.length === 0 && <p>Nothing has been published from the editor yet.</p>}
      {entries && entries.length > 0 && (
        <ol className="history-list">
          {entries.map((entry) => (
            <HistoryEntryItem
              key={entry.id}
              entry={entry}
              isOpen={openId === entry.id}
              onToggle={() => setOpenId(openId === entry.id ? undefined : entry.id)}
              onRestoreFinished={load}
            />
          ))}
        </ol>
      )}
    </div>
  )
}
