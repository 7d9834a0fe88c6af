import { RemovalQuestion } from '../app/form-parts/RemovalQuestion.tsx'
import { useAskFirst } from '../app/form-parts/use-ask-first.ts'

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
  const { isAsking, setIsAsking, opener, question: questionRef } = useAskFirst()

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
    <RemovalQuestion
      questionRef={questionRef}
      onKeep={() => setIsAsking(false)}
      question={question}
      yesLabel="Yes, remove it"
      keepLabel="Keep it"
      onRemove={onRemove}
      className="inbox-question"
      isSmall
    />
  )
}
