import { useEffect, useId, useRef, useState } from 'react'
import { useSending } from '../app/form-parts/use-sending.ts'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'

/** How old the handled requests to remove must be, in days, and how the choice reads. */
const ages = [
  { days: 30, words: 'over a month ago' },
  { days: 90, words: 'over 3 months ago' },
  { days: 365, words: 'over a year ago' },
  { days: 0, words: 'at any time' },
] as const

interface RemoveHandledProps {
  /** Removes them; resolves with how many. */
  onRemove: (olderThanDays: number) => Promise<number>
  announce: (message: string) => void
}

/** Removing, in one step and after a question, every handled request received before a chosen time. */
export function RemoveHandled({ onRemove, announce }: RemoveHandledProps) {
  const [days, setDays] = useState<number>(ages[0].days)
  const [isAsking, setIsAsking] = useState(false)
  const { isSending, problem, send } = useSending()
  const ids = { heading: useId(), age: useId(), question: useId() }
  const question = useRef<HTMLParagraphElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const wasAsking = useRef(false)
  const words = ages.find((age) => age.days === days)?.words ?? ''

  useEffect(() => {
    if (isAsking) question.current?.focus()
    else if (wasAsking.current) opener.current?.focus()
    wasAsking.current = isAsking
  }, [isAsking])

  const remove = () =>
    send(async () => {
      const removed = await onRemove(days)
      setIsAsking(false)
      announce(
        removed === 0
          ? `No handled requests were received ${words}, so none were removed.`
          : `${removed} handled request${removed === 1 ? '' : 's'} removed.`,
      )
    })

  return (
    <section className="admin-card inbox-make-room" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Make room</h2>
      <label htmlFor={ids.age}>Remove the handled requests received</label>
      <div className="inbox-make-room-row">
        <select id={ids.age} value={days} disabled={isAsking} onChange={(event) => setDays(Number(event.target.value))}>
          {ages.map((age) => (
            <option key={age.days} value={age.days}>
              {age.words}
            </option>
          ))}
        </select>
        {!isAsking && (
          <button ref={opener} type="button" className="admin-secondary" onClick={() => setIsAsking(true)}>
            Remove handled requests
          </button>
        )}
      </div>
      {isAsking && (
        <div className="inbox-question">
          <p id={ids.question} ref={question} tabIndex={-1}>
            Remove every handled request received {words}? They cannot be brought back.
          </p>
          <p className="admin-help">To keep a copy, use “Download for Excel” first.</p>
          <div className="inbox-actions">
            <button
              type="button"
              className="inbox-danger"
              aria-describedby={ids.question}
              aria-disabled={isSending || undefined}
              onClick={() => void remove()}
            >
              {isSending ? 'Removing…' : 'Yes, remove them'}
            </button>
            <button type="button" className="admin-secondary" onClick={() => setIsAsking(false)}>
              Keep them
            </button>
          </div>
        </div>
      )}
      <ProblemAlert problem={problem} />
    </section>
  )
}
