import { useRef, useState, type FormEvent } from 'react'
import type { Person } from '../../../model/admin-api.ts'
import { api } from '../../app/api.ts'
import { problemMessage } from '../../app/problem-message.ts'
import { shownName } from '../access-words.ts'
import { fieldErrors } from '../field-errors.ts'
import { TextField } from '../../app/TextField.tsx'
import { SaveOrCancel } from './SaveOrCancel.tsx'

type Errors = { name?: string; email?: string }

/** A person's name and email, to be corrected; they log in with either. */
export function EditDetails({ person, onSaved }: { person: Person; onSaved: (person: Person) => void }) {
  const [isOpen, setIsOpen] = useState(false)
  const [values, setValues] = useState({ name: person.name, email: person.email ?? '' })
  const [errors, setErrors] = useState<Errors>({})
  const [problem, setProblem] = useState('')
  const [isSending, setIsSending] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)

  const close = () => {
    setIsOpen(false)
    setErrors({})
    setProblem('')
    requestAnimationFrame(() => opener.current?.focus())
  }

  const showErrors = (found: Errors) => {
    setErrors(found)
    if (found.name) nameInput.current?.focus()
    else if (found.email) emailInput.current?.focus()
    return Boolean(found.name ?? found.email)
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSending) return
    setProblem('')
    if (showErrors(values.name.trim() === '' ? { name: 'Write their name.' } : {})) return
    setIsSending(true)
    try {
      const saved = await api<Person>(`people/${encodeURIComponent(person.id)}`, {
        name: values.name.trim(),
        email: values.email.trim(),
      })
      setIsSending(false)
      onSaved(saved)
      close()
    } catch (caught) {
      setIsSending(false)
      const found = fieldErrors(caught)
      if (!(found && showErrors({ name: found.name, email: found.email }))) setProblem(problemMessage(caught))
    }
  }

  if (!isOpen)
    return (
      <button
        ref={opener}
        type="button"
        className="admin-secondary admin-small"
        onClick={() => {
          setValues({ name: person.name, email: person.email ?? '' })
          setIsOpen(true)
          requestAnimationFrame(() => nameInput.current?.focus())
        }}
      >
        Change name or email <span className="visually-hidden">of {shownName(person)}</span>
      </button>
    )

  return (
    <form className="people-subform" onSubmit={(event) => void save(event)} noValidate>
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
