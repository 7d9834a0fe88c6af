import { useId } from 'react'
import type { HistoryPlan } from '../../model/history-api.ts'

interface PlanViewProps {
  plan: HistoryPlan
  /** Whether the person said later work may be replaced. */
  isReplacing: boolean
  onReplacingChange: (isReplacing: boolean) => void
}

/** What doing it would change on the website now, and the later work it would replace, in words. */
export function PlanView({ plan, isReplacing, onReplacingChange }: PlanViewProps) {
  const ids = { changes: useId(), replace: useId() }
  return (
    <>
      <p id={ids.changes} className="history-plan-label">
        This changes the website now:
      </p>
      <ul className="history-plan" aria-labelledby={ids.changes}>
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
          <div className="history-check">
            <input
              id={ids.replace}
              type="checkbox"
              checked={isReplacing}
              onChange={(event) => onReplacingChange(event.target.checked)}
            />
            <label htmlFor={ids.replace}>Replace these later changes too</label>
          </div>
        </fieldset>
      )}
    </>
  )
}
