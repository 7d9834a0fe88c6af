import { useId, useState } from 'react'
import type { HistoryListEntry } from '../../model/history-api.ts'
import { ForTheDeveloper } from '../app/ForTheDeveloper.tsx'
import { formatNairobiTime, machineTime } from '../app/nairobi-time.ts'
import { BringBackPanel } from './BringBackPanel.tsx'
import { HistoryVersion } from './HistoryVersion.tsx'
import { UndoPanel } from './UndoPanel.tsx'

type Panel = 'undo' | 'bring-back'

interface HistoryEntryItemProps {
  entry: HistoryListEntry
  /** Called once an undo or a bringing back has finished, so the list can catch up. */
  onChanged: () => void
}

/** One publish in the history: when, who, what it changed in words; undo it, or bring back a page or post from it. */
export function HistoryEntryItem({ entry, onChanged }: HistoryEntryItemProps) {
  const [panel, setPanel] = useState<Panel>()
  const headingId = useId()
  const when = formatNairobiTime(entry.createdAt)
  const buttons = { undo: useId(), bringBack: useId() }

  const close = (opener: string) => () => {
    setPanel(undefined)
    // The panel has gone from under the focus: it returns to the button that opened it.
    requestAnimationFrame(() => document.getElementById(opener)?.focus())
  }

  return (
    <li className="admin-card history-entry">
      <h2 id={headingId}>
        <time dateTime={machineTime(entry.createdAt)}>{when}</time>
      </h2>
      <p className="history-meta">
        {entry.origin === 'disk' ? 'Changed by the web developer' : `Published by ${entry.author || 'someone'}`}
      </p>
      <p className="history-summary">
        {entry.summary || 'What this changed is still being worked out: open History again in a moment to read it.'}
      </p>
      <div className="history-actions">
        {entry.canUndo && (
          <button
            id={buttons.undo}
            type="button"
            className="admin-secondary"
            aria-expanded={panel === 'undo'}
            aria-describedby={headingId}
            onClick={() => setPanel(panel === 'undo' ? undefined : 'undo')}
          >
            Undo these changes
          </button>
        )}
        <button
          id={buttons.bringBack}
          type="button"
          className="admin-secondary"
          aria-expanded={panel === 'bring-back'}
          aria-describedby={headingId}
          onClick={() => setPanel(panel === 'bring-back' ? undefined : 'bring-back')}
        >
          Bring back a page or post
        </button>
      </div>
      {panel === 'undo' && <UndoPanel id={entry.id} when={when} onClose={close(buttons.undo)} onFinished={onChanged} />}
      {panel === 'bring-back' && (
        <BringBackPanel id={entry.id} when={when} onClose={close(buttons.bringBack)} onFinished={onChanged} />
      )}
      <ForTheDeveloper>
        <HistoryVersion id={entry.id} />
      </ForTheDeveloper>
    </li>
  )
}
