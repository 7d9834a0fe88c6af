import { useId, useRef, useState, type FormEvent } from 'react'
import type { Person } from '../../model/admin-api.ts'
import { api } from '../app/api.ts'
import { useSending } from '../app/form-parts/use-sending.ts'
import { PasswordField } from '../password/PasswordField.tsx'
import { AccessChoice } from './AccessChoice.tsx'
import {
  emptyNewPerson,
  newPersonFieldOrder,
  newPersonProblems,
  newPersonRequest,
  type NewPersonErrors,
  type NewPersonValues,
} from './add-person-checks.ts'
import { fieldErrors } from './field-errors.ts'
import { TextField } from '../app/form-parts/TextField.tsx'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { Checkbox } from '../app/form-parts/Checkbox.tsx'

/** Adding someone: their name, email, kind of access, and a starting password or an emailed sign-in link. */
export function AddPersonForm({ canSendLinks, onAdded }: { canSendLinks: boolean; onAdded: (person: Person) => void }) {
  const [values, setValues] = useState(emptyNewPerson)
  const [errors, setErrors] = useState<NewPersonErrors>({})
  const { isSending, problem, send } = useSending()
  const [isShown, setIsShown] = useState(false)
  const ids = { heading: useId(), way: useId() }
  const nameInput = useRef<HTMLInputElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)
  const roleInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)
  const repeatInput = useRef<HTMLInputElement>(null)
  const set =
    <Key extends keyof NewPersonValues>(key: Key) =>
    (value: NewPersonValues[Key]) =>
      setValues((current) => ({ ...current, [key]: value }))

  const showErrors = (found: NewPersonErrors) => {
    setErrors(found)
    const first = newPersonFieldOrder.find((field) => found[field])
    const inputs = { name: nameInput, email: emailInput, role: roleInput, password: passwordInput, repeat: repeatInput }
    if (first) inputs[first].current?.focus()
    return first !== undefined
  }

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = canSendLinks ? values : { ...values, way: 'password' as const }
    void send(
      async () => {
        const person = await api<Person>('people', newPersonRequest(typed))
        setValues(emptyNewPerson)
        setErrors({})
        onAdded(person)
      },
      {
        checkFirst: () => !showErrors(newPersonProblems(typed)),
        placeRefusal: (caught) => {
          const found = fieldErrors(caught)
          return Boolean(found && showErrors(found))
        },
      },
    )
  }

  const isLink = canSendLinks && values.way === 'link'
  const passwordField = (key: 'password' | 'repeat') => ({
    value: values[key],
    onChange: set(key),
    error: errors[key],
    isShown,
    autoComplete: 'new-password' as const,
  })

  return (
    <section className="admin-card people-add" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Add someone</h2>
      <form onSubmit={(event) => void add(event)} noValidate>
        <TextField
          label="Name"
          autoComplete="off"
          inputRef={nameInput}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          help={isLink ? 'The sign-in link goes here.' : 'Optional. They can log in with it instead of their name.'}
          inputRef={emailInput}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <AccessChoice value={values.role} onChange={set('role')} error={errors.role} firstInputRef={roleInput} />
        {canSendLinks && (
          <fieldset className="people-choice">
            <legend>How they get in</legend>
            {(
              [
                ['password', 'Choose a starting password for them now'],
                ['link', 'Email them a sign-in link to choose their own'],
              ] as const
            ).map(([way, words]) => (
              <div key={way} className="people-radio">
                <input
                  id={`${ids.way}-${way}`}
                  type="radio"
                  name={ids.way}
                  checked={values.way === way}
                  onChange={() => set('way')(way)}
                />
                <label htmlFor={`${ids.way}-${way}`}>{words}</label>
              </div>
            ))}
          </fieldset>
        )}
        {!isLink && (
          <>
            <PasswordField
              label="Starting password"
              help="At least 12 characters. Give it to them yourself; they can change it once they have logged in."
              inputRef={passwordInput}
              {...passwordField('password')}
            />
            <PasswordField label="Repeat the starting password" inputRef={repeatInput} {...passwordField('repeat')} />
            <Checkbox className="password-show" label="Show the passwords" checked={isShown} onChange={setIsShown} />
          </>
        )}
        <button type="submit" aria-disabled={isSending || undefined}>
          {isSending ? 'Adding…' : 'Add this person'}
        </button>
        <ProblemAlert problem={problem} />
      </form>
    </section>
  )
}
