import { useId } from 'react'
import type { HistoryEntry } from '../../model/admin-api.ts'
import { formatNairobiTime, machineTime } from '../app/nairobi-time.ts'
import { HistoryVersion } from './HistoryVersion.tsx'
import { RestorePanel } from './RestorePanel.tsx'

const shownChanges = 5

interface HistoryEntryItemProps {
  entry: HistoryEntry
  isOpen: boolean
  onToggle: () => void
  onRestoreFinished: () => void
}

/** One publish in the history: who, when, what changed; opened, its diff and the way back to it. */
export function HistoryEntryItem({ entry, isOpen, onToggle, onRestoreFinished }: HistoryEntryItemProps) {
  const detailsId = useId()
  const headingId = useId()
  const changedId = useId()
  const when = formatNairobiTime(entry.createdAt)
  const hidden = entry.changed.length - shownChanges
  return (
    <li className="admin-card history-entry">
      <h2 id={headingId}>
        <time dateTime={machineTime(entry.createdAt)}>{when}</time>
      </h2>
      <p className="history-meta">
        <span>{entry.origin === 'disk' ? 'Changed outside the editor' : `Published by ${entry.author}`}</span>
        {entry.commit && (
          <span>
            Commit <code>{entry.commit.slice(0, 7)}</code>
          </span>
        )}
      </p>
      {entry.changed.length === 0 ? (
        <p>No changes were recorded.</p>
      ) : (
        <>
          <p id={changedId} className="history-changed-label">
            Changed:
          </p>
          <ul className="history-changed" aria-labelledby={changedId}>
            {entry.changed.slice(0, shownChanges).map((path) => (
              <li key={path}>{path}</li>
            ))}
            {hidden > 0 && <li>and {hidden} more</li>}
          </ul>
        </>
      )}
      <button
        type="button"
        className="admin-secondary admin-small"
        aria-expanded={isOpen}
        aria-controls={detailsId}
        aria-describedby={headingId}
        onClick={onToggle}
      >
        {isOpen ? 'Hide the changes' : 'Show the changes'}
      </button>
      <div id={detailsId} hidden={!isOpen}>
        {isOpen && (
          <>
            <HistoryVersion id={entry.id} />
            <RestorePanel id={entry.id} when={when} onFinished={onRestoreFinished} />
          </>
        )}
      </div>
    </li>
  )
}
