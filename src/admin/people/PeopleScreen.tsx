import './people.css'
import { useEffect, useRef, useState } from 'react'
import type { Person } from '../../model/admin-api.ts'
import { useSession } from '../app/session.ts'
import { AddPersonForm } from './AddPersonForm.tsx'
import { personHeadingId, PersonCard } from './person/PersonCard.tsx'
import { shownName } from './access-words.ts'
import { usePeople } from './use-people.ts'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'

/** The owner's list of who can log in: adding someone, changing their access or password, removing them. */
export function PeopleScreen() {
  const people = usePeople()
  const { onYouChanged } = useSession()
  const [status, setStatus] = useState('')
  const [focusOn, setFocusOn] = useState<{ id: string } | undefined>()
  const listHeading = useRef<HTMLHeadingElement>(null)

  // After an add the focus goes to the new person; after a removal, to the list they left.
  useEffect(() => {
    if (!focusOn) return
    const target = focusOn.id ? document.getElementById(personHeadingId(focusOn.id)) : listHeading.current
    target?.focus()
  }, [focusOn])

  const added = (person: Person) => {
    people.put(person)
    setStatus(
      person.hasPassword
        ? `${shownName(person)} was added. Give them their starting password yourself, in person or by phone.`
        : `${shownName(person)} was added, and a sign-in link is on its way to ${person.email ?? 'them'}.`,
    )
    setFocusOn({ id: person.id })
  }

  const removed = (person: Person) => {
    people.remove(person.id)
    setStatus(`${shownName(person)} was removed and can no longer log in.`)
    setFocusOn({ id: '' })
  }

  return (
    <div className="people">
      <h1 tabIndex={-1}>People</h1>
      <p>Everyone here logs in with their own name and password. Their kind of access decides what they can do.</p>
      <output className="people-status">{status}</output>
      <ProblemAlert problem={people.problem} />
      {!people.list && !people.problem && <p>Loading…</p>}
      {people.list && (
        <>
          <h2 ref={listHeading} tabIndex={-1}>
            Who can log in
          </h2>
          <ul className="people-list">
            {people.list.people.map((person) => (
              <li key={person.id}>
                <PersonCard
                  person={person}
                  canSendLinks={people.list?.canSendLinks ?? false}
                  onChanged={(changed, message) => {
                    people.put(changed)
                    if (changed.isYou) onYouChanged?.(changed)
                    setStatus(message)
                  }}
                  onSaid={setStatus}
                  onRemoved={removed}
                />
              </li>
            ))}
          </ul>
          <AddPersonForm canSendLinks={people.list.canSendLinks} onAdded={added} />
        </>
      )}
    </div>
  )
}
