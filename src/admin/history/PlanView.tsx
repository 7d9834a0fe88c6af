import { useId } from 'react'
import type { HistoryPlan } from '../../model/history-api.ts'
import { Checkbox } from '../app/form-parts/Checkbox.tsx'

interface PlanViewProps {
  plan: HistoryPlan
  /** Whether the person said later work may be replaced. */
  isReplacing: boolean
  onReplacingChange: (isReplacing: boolean) => void
}

/** What doing it would change on the website now, and the later work it would replace, in words. */
export function PlanView({ plan, isReplacing, onReplacingChange }: PlanViewProps) {
  const changesId = useId()
  return (
    <>
      <p id={changesId} className="history-plan-label">
        This changes the website now:
      </p>
      <ul className="history-plan" aria-labelledby={changesId}>
        {plan.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      {plan.laterWork.length === 0 ? (
        <p className="admin-help">Everything else on the website stays as it is.</p>
      ) : (
        <fieldset className="history-later">
          <legend className="history-plan-label">
            Warning: later changes were made in the same places, and would be replaced:
          </legend>
          <ul className="history-plan">
            {plan.laterWork.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Checkbox
            className="history-check"
            label="Replace these later changes too"
            checked={isReplacing}
            onChange={onReplacingChange}
          />
        </fieldset>
      )}
    </>
  )
}
