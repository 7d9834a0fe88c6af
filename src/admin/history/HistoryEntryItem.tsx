import { useId, useState } from 'react'
import type { HistoryListEntry } from '../../model/history-api.ts'
import { ForTheDeveloper } from '../app/ForTheDeveloper.tsx'
import { formatBusinessTime, machineTime } from '../app/business-time.ts'
import { BringBackPanel } from './BringBackPanel.tsx'
import { HistoryVersion } from './HistoryVersion.tsx'
import { UndoPanel } from './UndoPanel.tsx'

type Panel = 'undo' | 'bring-back'

/** The button that opens each panel. */
const panelButtons: Record<Panel, string> = { undo: 'Undo these changes', 'bring-back': 'Bring back a page or post' }

interface HistoryEntryItemProps {
  entry: HistoryListEntry
  /** Called once an undo or a bringing back has finished, so the list can catch up. */
  onChanged: () => void
}

/** One publish in the history: when, who, what it changed in words; undo it, or bring back a page or post from it. */
export function HistoryEntryItem({ entry, onChanged }: HistoryEntryItemProps) {
  const [panel, setPanel] = useState<Panel>()
  const headingId = useId()
  const when = formatBusinessTime(entry.createdAt)
  const buttonsId = useId()
  const buttonId = (name: Panel) => `${buttonsId}-${name}`
  const offered: Panel[] = entry.canUndo ? ['undo', 'bring-back'] : ['bring-back']

  const close = (opener: Panel) => () => {
    setPanel(undefined)
    // The panel has gone from under the focus: it returns to the button that opened it.
    requestAnimationFrame(() => document.getElementById(buttonId(opener))?.focus())
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
        {offered.map((name) => (
          <button
            key={name}
            id={buttonId(name)}
            type="button"
            className="admin-secondary"
            aria-expanded={panel === name}
            aria-describedby={headingId}
            onClick={() => setPanel(panel === name ? undefined : name)}
          >
            {panelButtons[name]}
          </button>
        ))}
      </div>
      {panel === 'undo' && <UndoPanel id={entry.id} when={when} onClose={close('undo')} onFinished={onChanged} />}
      {panel === 'bring-back' && (
        <BringBackPanel id={entry.id} when={when} onClose={close('bring-back')} onFinished={onChanged} />
      )}
      <ForTheDeveloper>
        <HistoryVersion id={entry.id} />
      </ForTheDeveloper>
    </li>
  )
}
