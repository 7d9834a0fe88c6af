import type { Person } from '../../../model/admin-api.ts'
import { api } from '../../app/api.ts'
import { useSending } from '../../app/form-parts/use-sending.ts'
import { shownName } from '../access-words.ts'
import { ProblemAlert } from '../../app/form-parts/ProblemAlert.tsx'

/** Emails the person a new one-time sign-in link, to choose a password with. */
export function SendLinkButton({ person, onSent }: { person: Person; onSent: (message: string) => void }) {
  const { isSending, problem, send } = useSending()
  const sendLink = () =>
    send(async () => {
      await api(`people/${encodeURIComponent(person.id)}/link`, {})
      onSent(`A new sign-in link is on its way to ${person.email ?? shownName(person)}. It works once, for two days.`)
    })
  return (
    <>
      <button
        type="button"
        className="admin-secondary admin-small"
        aria-disabled={isSending || undefined}
        onClick={() => void sendLink()}
      >
        {isSending ? 'Sending…' : 'Email a new sign-in link'}{' '}
        <span className="visually-hidden">to {shownName(person)}</span>
      </button>
      <ProblemAlert problem={problem} />
    </>
  )
}
