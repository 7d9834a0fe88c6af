import { useEffect, useState } from 'react'
import type { PeopleList, Person } from '../../model/admin-api.ts'
import { api } from '../app/api.ts'
import { problemMessage } from '../app/problem-message.ts'

export interface People {
  list: PeopleList | undefined
  /** Why the list could not be loaded, or ''. */
  problem: string
  /** Puts a person in the list, in place of the one with their id or at the end. */
  put(person: Person): void
  remove(id: string): void
}

/** The people who can log in, loaded once and kept up to date with the owner's changes. */
export function usePeople(): People {
  const [list, setList] = useState<PeopleList>()
  const [problem, setProblem] = useState('')

  useEffect(() => {
    let isCurrent = true
    api<PeopleList>('people').then(
      (loaded) => isCurrent && setList(loaded),
      (error: unknown) => isCurrent && setProblem(problemMessage(error)),
    )
    return () => {
      isCurrent = false
    }
  }, [])

  const change = (update: (people: Person[]) => Person[]) =>
    setList((current) => current && { ...current, people: update(current.people) })

  return {
    list,
    problem,
    put: (person) =>
      change((people) =>
        people.some((known) => known.id === person.id)
          ? people.map((known) => (known.id === person.id ? person : known))
          : [...people, person],
      ),
    remove: (id) => change((people) => people.filter((person) => person.id !== id)),
  }
}
