import { useId, useState } from 'react'
import type { BringBackItem, HistoryPlan } from '../../model/history-api.ts'
import { ConfirmAction } from './ConfirmAction.tsx'
import { HistoryPanel } from './HistoryPanel.tsx'
import { PagePreview } from './PagePreview.tsx'
import { PlanView } from './PlanView.tsx'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { useApiAnswer } from '../app/form-parts/use-loaded.ts'
import { capitalised } from '../../model/words/capitalised.ts'

interface BringBackPanelProps {
  id: number
  /** When the version was published, as people read it. */
  when: string
  onClose: () => void
  onFinished: () => void
}

const keyOf = (item: BringBackItem) => `${item.kind} ${item.key}`
const query = (item: BringBackItem) => `kind=${item.kind}&key=${encodeURIComponent(item.key)}`

/** "Bring back a page or post": choose one that differs from the website now, see what changes, then do it. */
export function BringBackPanel({ id, when, onClose, onFinished }: BringBackPanelProps) {
  const items = useApiAnswer<BringBackItem[]>(`history/${id}/items`)
  const [chosen, setChosen] = useState<BringBackItem>()
  const plan = useApiAnswer<HistoryPlan>(chosen && `history/${id}/bring-back?${query(chosen)}`)
  const choiceId = useId()

  const list = items.value
  return (
    <HistoryPanel
      heading={`Bring back a page or post as it was on ${when}`}
      hasClose={!chosen || !plan.value}
      onClose={onClose}
    >
      {!items.hasAnswered && <p>Finding the pages and posts that changed since…</p>}
      <ProblemAlert problem={items.problem || plan.problem} />
      {list?.length === 0 && <p>Every page and post of this version is the same on the website now.</p>}
      {list && list.length > 0 && (
        <fieldset className="history-choices">
          <legend>Which one?</legend>
          {list.map((item) => (
            <div key={keyOf(item)} className="history-check">
              <input
                type="radio"
                id={`${choiceId}-${keyOf(item)}`}
                name={choiceId}
                checked={chosen !== undefined && keyOf(chosen) === keyOf(item)}
                onChange={() => setChosen(item)}
              />
              <label htmlFor={`${choiceId}-${keyOf(item)}`}>
                {capitalised(item.name)}
                <span className="history-state">
                  {item.state === 'removed' ? ' (no longer on the website)' : ' (changed since)'}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {chosen && !plan.hasAnswered && <p>Working out what would change…</p>}
      {chosen && plan.value && (
        <>
          <PlanView plan={plan.value} isReplacing={false} onReplacingChange={() => {}} />
          <PagePreview source={`history/${id}/bring-back/preview?${query(chosen)}`} />
          <ConfirmAction
            key={keyOf(chosen)}
            path={`history/${id}/bring-back`}
            body={{ version: plan.value.version, kind: chosen.kind, key: chosen.key }}
            confirmLabel="Yes, bring it back"
            doneMessage="Brought back: the website shows it as it was. This is in the history, so it can be undone too."
            onCancel={onClose}
            onFinished={onFinished}
          />
        </>
      )}
    </HistoryPanel>
  )
}
