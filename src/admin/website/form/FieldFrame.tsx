import type { ReactNode } from 'react'
import type { DraftProblem } from '../../../model/admin-api.ts'
import { hintWords, problemWords } from '../problems/problem-words.ts'

interface FieldFrameProps {
  id: string
  label: string
  help?: string
  errors: DraftProblem[]
  warnings: DraftProblem[]
  /** Draws the control with the ids of its help and messages. */
  children: (describedBy: string | undefined, isInvalid: boolean) => ReactNode
  actions?: ReactNode
  /** The main language's words for this place, shown under a translation's control. */
  counterpart?: { languageName: string; words: string }
}

/** A label, the control, its help and the checker's messages under it (linked by aria-describedby). */
export function FieldFrame({ id, label, help, errors, warnings, children, actions, counterpart }: FieldFrameProps) {
  const helpId = help ? `${id}-help` : undefined
  const messagesId = errors.length + warnings.length > 0 ? `${id}-messages` : undefined
  const counterpartId = counterpart ? `${id}-counterpart` : undefined
  const describedBy = [messagesId, counterpartId, helpId].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <div className="field__head">
        <label htmlFor={id}>{label}</label>
        {actions}
      </div>
      {help && (
        <p id={helpId} className="admin-help">
          {help}
        </p>
      )}
      {children(describedBy, errors.length > 0)}
      {counterpart && (
        <p id={counterpartId} className="field__counterpart">
          <span className="field__counterpart-label">In {counterpart.languageName}:</span>{' '}
          <span className="field__counterpart-words">{counterpart.words}</span>
        </p>
      )}
      {messagesId && <ProblemList id={messagesId} errors={errors} warnings={warnings} />}
    </div>
  )
}

export function ProblemList({
  id,
  errors,
  warnings,
}: {
  id?: string
  errors: DraftProblem[]
  warnings: DraftProblem[]
}) {
  const lines = [
    ...errors.map((problem) => ({ problem, kind: 'Error', className: 'admin-error' })),
    ...warnings.map((problem) => ({ problem, kind: 'Warning', className: 'admin-warning' })),
  ]
  return (
    <div id={id}>
      {lines.map(({ problem, kind, className }) => (
        <p key={`${kind}${problem.line}:${problem.col}:${problem.message}`} className={className}>
          <span className="visually-hidden">{kind}: </span>
          {problemWords(problem)}
          {hintWords(problem) && <span className="field__hint"> {hintWords(problem)}</span>}
        </p>
      ))}
    </div>
  )
}
