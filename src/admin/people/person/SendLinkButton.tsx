import { useState } from 'react'
import type { Person } from '../../../model/admin-api.ts'
import { api } from '../../app/api.ts'
import { problemMessage } from '../../app/problem-message.ts'
import { shownName } from '../access-words.ts'

/** Emails the person a new one-time sign-in link, to choose a password with. */
export function SendLinkButton({ person, onSent }: { person: Person; onSent: (message: string) => void }) {
  const [isSending, setIsSending] = useState(false)
  const [problem, setProblem] = useState('')
  const send = async () => {
    if (isSending) return
    setIsSending(true)
    setProblem('')
    try {
      await api(`people/${encodeURIComponent(person.id)}/link`, {})
      onSent(`A new sign-in link is on its way to ${person.email ?? shownName(person)}. It works once, for two days.`)
    } catch (caught) {
      setProblem(problemMessage(caught))
    } finally {
      setIsSending(false)
    }
  }
  return (
    <>
      <button
        type="button"
        className="admin-secondary admin-small"
        aria-disabled={isSending || undefined}
        onClick={() => void send()}
      >
        {isSending ? 'Sending…' : 'Email a new sign-in link'}{' '}
        <span className="visually-hidden">to {shownName(person)}</span>
      </button>
      {problem && (
        <p role="alert" className="admin-error">
          {problem}
        </p>
      )}
    </>
  )
}
