import { useState } from 'react'
import type { HistoryPlan } from '../../model/history-api.ts'
import { ConfirmAction } from './ConfirmAction.tsx'
import { HistoryPanel } from './HistoryPanel.tsx'
import { PagePreview } from './PagePreview.tsx'
import { PlanView } from './PlanView.tsx'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { useApiAnswer } from '../app/form-parts/use-loaded.ts'

interface UndoPanelProps {
  id: number
  /** When the publish was, as people read it. */
  when: string
  onClose: () => void
  onFinished: () => void
}

/** "Undo these changes": what it would change on the website now, later work it would replace, then doing it. */
export function UndoPanel({ id, when, onClose, onFinished }: UndoPanelProps) {
  const { value: plan, problem, hasAnswered } = useApiAnswer<HistoryPlan>(`history/${id}/undo`)
  const [isReplacing, setReplacing] = useState(false)

  const canDo = plan && plan.changes.length > 0 && (!plan.refusal || plan.laterWork.length > 0)
  return (
    <HistoryPanel heading={`Undo the changes of ${when}?`} hasClose={!canDo} onClose={onClose}>
      {!hasAnswered && <p>Working out what would change…</p>}
      <ProblemAlert problem={problem} />
      {plan && !canDo && plan.refusal && (
        <>
          <p className="admin-error">{plan.refusal}</p>
          {plan.laterWork.length > 0 && (
            <ul className="history-plan">
              {plan.laterWork.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {plan && !canDo && !plan.refusal && <p>Nothing to undo: the website already shows these as they were before.</p>}
      {plan && canDo && (
        <>
          <PlanView plan={plan} isReplacing={isReplacing} onReplacingChange={setReplacing} />
          <PagePreview source={`history/${id}/undo/preview`} />
          <ConfirmAction
            path={`history/${id}/undo`}
            body={{ version: plan.version, replaceLater: isReplacing }}
            confirmLabel="Yes, undo these changes"
            doneMessage="Undone: the website shows what it showed before these changes. The undo is in the history, so it can be undone too."
            notReady={
              plan.laterWork.length > 0 && !isReplacing
                ? 'Tick “Replace these later changes too” first, or cancel to keep them.'
                : ''
            }
            onCancel={onClose}
            onFinished={onFinished}
          />
        </>
      )}
    </HistoryPanel>
  )
}
