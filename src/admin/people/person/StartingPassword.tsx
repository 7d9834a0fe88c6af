import type { FormEvent } from 'react'
import type { Person } from '../../../model/admin-api.ts'
import type { StartingPassword } from '../../../model/contracts/people.ts'
import { api } from '../../app/api.ts'
import { useSending } from '../../app/form-parts/use-sending.ts'
import { PasswordField } from '../../password/PasswordField.tsx'
import { shownName } from '../access-words.ts'
import { useNewPassword } from '../use-new-password.ts'
import { SaveOrCancel } from './SaveOrCancel.tsx'
import { useSubform } from './use-subform.tsx'

/** A new starting password for someone who forgot theirs: it logs them out everywhere. */
export function StartingPassword({ person, onSaved }: { person: Person; onSaved: (message: string) => void }) {
  const name = shownName(person)
  const password = useNewPassword(false)
  const { isSending, problem, setProblem, send } = useSending()
  const subform = useSubform(password.inputs.next)

  const close = () => {
    password.clear()
    setProblem('')
    subform.close()
  }

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send(
      async () => {
        await api(`people/${encodeURIComponent(person.id)}/password`, {
          password: password.next,
        } satisfies StartingPassword)
        onSaved(`${name} has a new starting password and was logged out everywhere. Give it to them yourself.`)
        close()
      },
      { checkFirst: password.check, placeRefusal: password.placeRefusal },
    )
  }

  if (!subform.isOpen)
    return subform.openerButton(
      <>
        Set a new starting password <span className="visually-hidden">for {name}</span>
      </>,
    )

  return (
    <form className="people-subform" onSubmit={save} noValidate>
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
