import type { Person } from '../../../model/admin-api.ts'
import { api } from '../../app/api.ts'
import { RemovalQuestion } from '../../app/form-parts/RemovalQuestion.tsx'
import { useAskFirst } from '../../app/form-parts/use-ask-first.ts'
import { shownName } from '../access-words.ts'

/** Removing someone, after a question that names them; they are logged out at once. */
export function RemovePerson({ person, onRemoved }: { person: Person; onRemoved: (person: Person) => void }) {
  const name = shownName(person)
  const { isAsking, setIsAsking, opener, question } = useAskFirst()

  const remove = async () => {
    await api(`people/${encodeURIComponent(person.id)}`, undefined, { method: 'DELETE' })
    onRemoved(person)
  }

  if (!isAsking)
    return (
      <button ref={opener} type="button" className="admin-secondary admin-small" onClick={() => setIsAsking(true)}>
        Remove <span className="visually-hidden">{name}</span>
      </button>
    )

  return (
    <RemovalQuestion
      questionRef={question}
      onKeep={() => setIsAsking(false)}
      question={`Remove ${name}? They are logged out at once and can no longer log in.`}
      yesLabel={`Yes, remove ${name}`}
      keepLabel={`Keep ${name}`}
      onRemove={remove}
      className="people-question"
    />
  )
}
