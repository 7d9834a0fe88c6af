import { useEffect, useId, useRef, useState } from 'react'
import { useSending } from '../app/form-parts/use-sending.ts'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'

interface RemoveRequestProps {
  /** The question that names the request: its form, who sent it and when. */
  question: string
  /** The id of the request's heading, which the button is described by. */
  headingId: string
  /** Resolves once the server has answered; rejects when it refused, which is said under the question. */
  onRemove: () => Promise<void>
}

/** "Remove this request", then a question naming it, before it is removed for good. */
export function RemoveRequest({ question, headingId, onRemove }: RemoveRequestProps) {
  const [isAsking, setIsAsking] = useState(false)
  const { isSending, problem, send } = useSending()
  const questionId = useId()
  const questionText = useRef<HTMLParagraphElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const wasAsking = useRef(false)

  useEffect(() => {
    if (isAsking) questionText.current?.focus()
    else if (wasAsking.current) opener.current?.focus()
    wasAsking.current = isAsking
  }, [isAsking])

  if (!isAsking)
    return (
      <button
        ref={opener}
        type="button"
        className="admin-secondary admin-small"
        aria-describedby={headingId}
        onClick={() => setIsAsking(true)}
      >
        Remove this request
      </button>
    )

  return (
    <div className="inbox-question">
      <p id={questionId} ref={questionText} tabIndex={-1}>
        {question}
      </p>
      <div className="inbox-actions">
        <button
          type="button"
          className="inbox-danger admin-small"
          aria-describedby={questionId}
          aria-disabled={isSending || undefined}
          onClick={() => void send(onRemove)}
        >
          {isSending ? 'Removing…' : 'Yes, remove it'}
        </button>
        <button type="button" className="admin-secondary admin-small" onClick={() => setIsAsking(false)}>
          Keep it
        </button>
      </div>
      <ProblemAlert problem={problem} />
    </div>
  )
}
