import { useId, useState, type FormEvent } from 'react'
import type { Person, PersonRole } from '../../../model/admin-api.ts'
import type { PersonChange } from '../../../model/contracts/people.ts'
import { api } from '../../app/api.ts'
import { useSending } from '../../app/form-parts/use-sending.ts'
import { accessWords, roleChoices, shownName } from '../access-words.ts'
import { fieldErrors } from '../field-errors.ts'

/** A person's kind of access, to be changed. */
export function ChangeAccess({ person, onChanged }: { person: Person; onChanged: (person: Person) => void }) {
  const [role, setRole] = useState<PersonRole>(person.role)
  const { isSending, problem: error, setProblem: setError, send } = useSending()
  const ids = { select: useId(), error: useId() }

  const change = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (role === person.role) return
    void send(
      async () =>
        onChanged(await api<Person>(`people/${encodeURIComponent(person.id)}`, { role } satisfies PersonChange)),
      {
        placeRefusal: (caught) => {
          const refused = fieldErrors(caught)?.role
          if (refused) setError(refused)
          return refused !== undefined
        },
      },
    )
  }

  return (
    <form className="people-change-access" onSubmit={change} noValidate>
      <label htmlFor={ids.select}>Kind of access for {shownName(person)}</label>
      <div className="people-inline">
        <select
          id={ids.select}
          value={role}
          onChange={(event) => setRole(event.target.value as PersonRole)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        >
          {roleChoices.map((choice) => (
            <option key={choice} value={choice}>
              {accessWords[choice]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="admin-secondary"
          aria-disabled={isSending || role === person.role || undefined}
        >
          Change access
        </button>
      </div>
      {error && (
        <p id={ids.error} className="admin-error">
          {error}
        </p>
      )}
    </form>
  )
}
