import { useId, type ReactNode, type RefObject } from 'react'
import { ProblemAlert } from './ProblemAlert.tsx'
import { useSending } from './use-sending.ts'
import './removal-question.css'

interface RemovalQuestionProps {
  /** Where the focus goes as the question opens (`useAskFirst`'s `question`). */
  questionRef: RefObject<HTMLParagraphElement | null>
  /** Names what goes, and says it cannot be brought back. */
  question: ReactNode
  /** Said under the question, such as how to keep a copy first. */
  children?: ReactNode
  yesLabel: string
  keepLabel: string
  /** Closes the question, nothing removed. */
  onKeep: () => void
  /** Resolves once the server has answered; rejects when it refused, which is said under the question. */
  onRemove: () => Promise<void>
  /** Where the question sits among what is around it, such as `inbox-question`. */
  className: string
  /** Its buttons drawn as small as the button that opened it. */
  isSmall?: boolean
}

/** The question asked before removing something for good, with its two answers. */
export function RemovalQuestion(props: RemovalQuestionProps) {
  const { questionRef, question, children, yesLabel, keepLabel, onKeep, onRemove, className, isSmall } = props
  const { isSending, problem, send } = useSending()
  const questionId = useId()
  const size = isSmall ? ' admin-small' : ''
  return (
    <div className={className}>
      <p id={questionId} ref={questionRef} tabIndex={-1}>
        {question}
      </p>
      {children}
      <div className="removal-question__answers">
        <button
          type="button"
          className={`removal-question__yes${size}`}
          aria-describedby={questionId}
          aria-disabled={isSending || undefined}
          onClick={() => void send(onRemove)}
        >
          {isSending ? 'Removing…' : yesLabel}
        </button>
        <button type="button" className={`admin-secondary${size}`} onClick={onKeep}>
          {keepLabel}
        </button>
      </div>
      <ProblemAlert problem={problem} />
    </div>
  )
}
