import { useId, useState } from 'react'
import { RemovalQuestion } from '../app/form-parts/RemovalQuestion.tsx'
import { useAskFirst } from '../app/form-parts/use-ask-first.ts'

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
  const { isAsking, setIsAsking, opener, question } = useAskFirst()
  const ids = { heading: useId(), age: useId() }
  const words = ages.find((age) => age.days === days)?.words ?? ''

  const remove = async () => {
    const removed = await onRemove(days)
    setIsAsking(false)
    announce(
      removed === 0
        ? `No handled requests were received ${words}, so none were removed.`
        : `${removed} handled request${removed === 1 ? '' : 's'} removed.`,
    )
  }

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
        <RemovalQuestion
          questionRef={question}
          onKeep={() => setIsAsking(false)}
          question={`Remove every handled request received ${words}? They cannot be brought back.`}
          yesLabel="Yes, remove them"
          keepLabel="Keep them"
          onRemove={remove}
          className="inbox-question"
        >
          <p className="admin-help">To keep a copy, use “Download for Excel” first.</p>
        </RemovalQuestion>
      )}
    </section>
  )
}
