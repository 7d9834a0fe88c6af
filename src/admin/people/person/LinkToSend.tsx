import { useId, useState } from 'react'
import type { Person, SignInLinkToSend } from '../../../model/admin-api.ts'
import { api } from '../../app/api.ts'
import { ProblemAlert } from '../../app/form-parts/ProblemAlert.tsx'
import { useSending } from '../../app/form-parts/use-sending.ts'
import { shownName } from '../access-words.ts'

/** Puts the words on the clipboard; false where the browser does not allow it (the box then shows them to copy). */
async function copied(words: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(words)
    return true
  } catch {
    return false
  }
}

/**
 * A new one-time sign-in link for the owner to send the person themselves, by WhatsApp or a text message, where
 * the website cannot email one: it is copied, and shown in a box to copy by hand.
 */
export function LinkToSend({ person, onMade }: { person: Person; onMade: (person: Person) => void }) {
  const name = shownName(person)
  const ids = { link: useId(), help: useId() }
  const { isSending, problem, send } = useSending()
  const [link, setLink] = useState<string>()
  const [isCopied, setIsCopied] = useState(false)

  const copy = async (words: string) => setIsCopied(await copied(words))
  const make = () =>
    send(async () => {
      const made = await api<SignInLinkToSend>(`people/${encodeURIComponent(person.id)}/link-to-send`, {})
      setLink(made.link)
      onMade(made.person)
      await copy(made.link)
    })

  return (
    <>
      <button
        type="button"
        className="admin-secondary admin-small"
        aria-disabled={isSending || undefined}
        onClick={() => void make()}
      >
        {isSending ? 'Making the link…' : link ? 'Make a new sign-in link' : 'Copy a sign-in link to send'}{' '}
        <span className="visually-hidden">to {name}</span>
      </button>
      <ProblemAlert problem={problem} />
      {link && (
        <div className="people-link">
          <label htmlFor={ids.link}>Sign-in link for {name}</label>
          <input
            id={ids.link}
            type="text"
            readOnly
            value={link}
            aria-describedby={ids.help}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id={ids.help} className="admin-help">
            {isCopied ? 'Copied. ' : ''}Send it to {name} yourself, by WhatsApp or a text message. It works once, for
            two days, and lets them choose their own password.
          </p>
          <button type="button" className="admin-secondary admin-small" onClick={() => void copy(link)}>
            {isCopied ? 'Copied' : 'Copy the link'}
          </button>
        </div>
      )}
    </>
  )
}
