import { useRef, useState, type FormEvent } from 'react'
import type { Person } from '../../../model/admin-api.ts'
import { api } from '../../app/api.ts'
import { problemMessage } from '../../app/problem-message.ts'
import { PasswordField } from '../../password/PasswordField.tsx'
import { shownName } from '../access-words.ts'
import { fieldErrors } from '../field-errors.ts'
import { useNewPassword } from '../use-new-password.ts'
import { SaveOrCancel } from './SaveOrCancel.tsx'

/** A new starting password for someone who forgot theirs: it logs them out everywhere. */
export function StartingPassword({ person, onSaved }: { person: Person; onSaved: (message: string) => void }) {
  const name = shownName(person)
  const [isOpen, setIsOpen] = useState(false)
  const password = useNewPassword(false)
  const [problem, setProblem] = useState('')
  const [isSending, setIsSending] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)

  const close = () => {
    setIsOpen(false)
    password.clear()
    setProblem('')
    requestAnimationFrame(() => opener.current?.focus())
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSending) return
    setProblem('')
    if (!password.check()) return
    setIsSending(true)
    try {
      await api(`people/${encodeURIComponent(person.id)}/password`, { password: password.next })
      onSaved(`${name} has a new starting password and was logged out everywhere. Give it to them yourself.`)
      close()
    } catch (caught) {
      const refused = fieldErrors(caught)?.password
      if (!(refused && password.showErrors({ next: refused }))) setProblem(problemMessage(caught))
    } finally {
      setIsSending(false)
    }
  }

  if (!isOpen)
    return (
      <button
        ref={opener}
        type="button"
        className="admin-secondary admin-small"
        onClick={() => {
          setIsOpen(true)
          requestAnimationFrame(() => password.inputs.next.current?.focus())
        }}
      >
        Set a new starting password <span className="visually-hidden">for {name}</span>
      </button>
    )

  return (
    <form className="people-subform" onSubmit={(event) => void save(event)} noValidate>
      <PasswordField
        label={`New starting password for ${name}`}
        help="At least 12 characters. They can change it once they have logged in."
        {...password.field('next')}
      />
      <PasswordField label="Repeat the new starting password" {...password.field('repeat')} />
      <SaveOrCancel label="Save the starting password" isSending={isSending} onCancel={close} problem={problem} />
    </form>
  )
}
