import { useEffect, useId, useRef, useState } from 'react'
import type { Person } from '../../../model/admin-api.ts'
import { api } from '../../app/api.ts'
import { useSending } from '../../app/form-parts/use-sending.ts'
import { shownName } from '../access-words.ts'
import { ProblemAlert } from '../../app/form-parts/ProblemAlert.tsx'

/** Removing someone, after a question that names them; they are logged out at once. */
export function RemovePerson({ person, onRemoved }: { person: Person; onRemoved: (person: Person) => void }) {
  const name = shownName(person)
  const [isAsking, setIsAsking] = useState(false)
  const { isSending, problem, send } = useSending()
  const questionId = useId()
  const question = useRef<HTMLParagraphElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const wasAsking = useRef(false)

  useEffect(() => {
    if (isAsking) question.current?.focus()
    else if (wasAsking.current) opener.current?.focus()
    wasAsking.current = isAsking
  }, [isAsking])

  const remove = () =>
    send(async () => {
      await api(`people/${encodeURIComponent(person.id)}`, undefined, { method: 'DELETE' })
      onRemoved(person)
    })

  if (!isAsking)
    return (
      <button ref={opener} type="button" className="admin-secondary admin-small" onClick={() => setIsAsking(true)}>
        Remove <span className="visually-hidden">{name}</span>
      </button>
    )

  return (
    <div className="people-question">
      <p id={questionId} ref={question} tabIndex={-1}>
        Remove {name}? They are logged out at once and can no longer log in.
      </p>
      <div className="people-inline">
        <button
          type="button"
          className="people-danger"
          aria-describedby={questionId}
          aria-disabled={isSending || undefined}
          onClick={() => void remove()}
        >
          {isSending ? 'Removing…' : `Yes, remove ${name}`}
        </button>
        <button type="button" className="admin-secondary" onClick={() => setIsAsking(false)}>
          Keep {name}
        </button>
      </div>
      <ProblemAlert problem={problem} />
    </div>
  )
}
