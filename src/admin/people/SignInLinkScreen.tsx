import '../password/password.css'
import { useId, useState, type FormEvent } from 'react'
import { api, ApiError } from '../app/api.ts'
import { problemMessage } from '../app/problem-message.ts'
import type { AdminSessionInfo } from '../app/session.ts'
import { PasswordField } from '../password/PasswordField.tsx'
import { fieldErrors } from './field-errors.ts'
import { useNewPassword } from './use-new-password.ts'

const usedUp = 'This sign-in link has been used already or is too old. Ask the owner to send you a new one.'

/** The page a sign-in link opens: the person chooses their password and is then logged in. */
export function SignInLinkScreen({
  token,
  onSignedIn,
}: {
  token: string
  onSignedIn: (info: AdminSessionInfo) => void
}) {
  const [problem, setProblem] = useState(token ? '' : usedUp)
  const [isLinkUsable, setIsLinkUsable] = useState(token !== '')
  const [isShown, setIsShown] = useState(false)
  const [isSending, setIsSending] = useState(false)
  const showId = useId()
  const password = useNewPassword(isShown)

  const choose = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSending) return
    setProblem('')
    if (!password.check()) return
    setIsSending(true)
    try {
      await api('sign-in-link', { token, password: password.next })
      onSignedIn(await api<AdminSessionInfo>('session', {}))
    } catch (caught) {
      setIsSending(false)
      const refused = fieldErrors(caught)?.password
      if (refused && password.showErrors({ next: refused })) return
      const isRefusedLink = caught instanceof ApiError && [400, 401, 403, 404, 410].includes(caught.status)
      if (isRefusedLink) setIsLinkUsable(false)
      setProblem(isRefusedLink ? usedUp : problemMessage(caught))
    }
  }

  return (
    <main className="admin-login">
      <h1>Choose your password</h1>
      {isLinkUsable && (
        <>
          <p>Welcome. Choose the password you will log in with from now on.</p>
          <form className="password-form" onSubmit={(event) => void choose(event)} noValidate>
            <PasswordField
              label="Your password"
              help="At least 12 characters. A few words you will remember work well."
              {...password.field('next')}
            />
            <PasswordField label="Repeat your password" {...password.field('repeat')} />
            <div className="password-show">
              <input
                id={showId}
                type="checkbox"
                checked={isShown}
                onChange={(event) => setIsShown(event.target.checked)}
              />
              <label htmlFor={showId}>Show the password</label>
            </div>
            <button type="submit" aria-disabled={isSending || undefined}>
              {isSending ? 'Saving…' : 'Save and log in'}
            </button>
          </form>
        </>
      )}
      {problem && (
        <p role="alert" className="admin-error">
          {problem}
        </p>
      )}
      {!isLinkUsable && (
        <p>
          <a href="/admin/">Go to the login page</a>
        </p>
      )}
    </main>
  )
}
