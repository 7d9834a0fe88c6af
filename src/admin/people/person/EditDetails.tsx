import { useRef, useState, type FormEvent } from 'react'
import type { Person } from '../../../model/admin-api.ts'
import type { PersonChange } from '../../../model/contracts/people.ts'
import { api } from '../../app/api.ts'
import { useSending } from '../../app/form-parts/use-sending.ts'
import { shownName } from '../access-words.ts'
import { fieldErrors } from '../field-errors.ts'
import { TextField } from '../../app/form-parts/TextField.tsx'
import { SaveOrCancel } from './SaveOrCancel.tsx'
import { useSubform } from './use-subform.tsx'

type Errors = { name?: string; email?: string }

/** A person's name and email, to be corrected; they log in with either. */
export function EditDetails({ person, onSaved }: { person: Person; onSaved: (person: Person) => void }) {
  const [values, setValues] = useState({ name: person.name, email: person.email ?? '' })
  const [errors, setErrors] = useState<Errors>({})
  const { isSending, problem, setProblem, send } = useSending()
  const nameInput = useRef<HTMLInputElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)
  const subform = useSubform(nameInput)

  const close = () => {
    setErrors({})
    setProblem('')
    subform.close()
  }

  const showErrors = (found: Errors) => {
    setErrors(found)
    if (found.name) nameInput.current?.focus()
    else if (found.email) emailInput.current?.focus()
    return Boolean(found.name ?? found.email)
  }

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send(
      async () => {
        const saved = await api<Person>(`people/${encodeURIComponent(person.id)}`, {
          name: values.name.trim(),
          email: values.email.trim(),
        } satisfies PersonChange)
        onSaved(saved)
        close()
      },
      {
        checkFirst: () => !showErrors(values.name.trim() === '' ? { name: 'Write their name.' } : {}),
        placeRefusal: (caught) => {
          const found = fieldErrors(caught)
          return Boolean(found && showErrors({ name: found.name, email: found.email }))
        },
      },
    )
  }

  if (!subform.isOpen)
    return subform.openerButton(
      <>
        Change name or email <span className="visually-hidden">of {shownName(person)}</span>
      </>,
      () => setValues({ name: person.name, email: person.email ?? '' }),
    )

  return (
    <form className="people-subform" onSubmit={save} noValidate>
      <TextField
        label="Name"
        autoComplete="off"
        inputRef={nameInput}
        value={values.name}
        onChange={(name) => setValues((current) => ({ ...current, name }))}
        error={errors.name}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        help="Optional. They can log in with it instead of their name."
        inputRef={emailInput}
        value={values.email}
        onChange={(email) => setValues((current) => ({ ...current, email }))}
        error={errors.email}
      />
      <SaveOrCancel label="Save the name and email" isSending={isSending} onCancel={close} problem={problem} />
    </form>
  )
}
