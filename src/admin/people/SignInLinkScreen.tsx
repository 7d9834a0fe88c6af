import '../password/password.css'
import { useState, type FormEvent } from 'react'
import type { SignInLinkUse } from '../../model/contracts/login.ts'
import { api, ApiError } from '../app/api.ts'
import { useSending } from '../app/form-parts/use-sending.ts'
import type { AdminSessionInfo } from '../app/session.ts'
import { PasswordField } from '../password/PasswordField.tsx'
import { useNewPassword } from './use-new-password.ts'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { Checkbox } from '../app/form-parts/Checkbox.tsx'

const usedUp = 'This sign-in link has been used already or is too old. Ask the owner to send you a new one.'

/** The page a sign-in link opens: the person chooses their password and is then logged in. */
export function SignInLinkScreen({
  token,
  onSignedIn,
}: {
  token: string
  onSignedIn: (info: AdminSessionInfo) => void
}) {
  const { isSending, problem, setProblem, send } = useSending()
  const [isLinkUsable, setIsLinkUsable] = useState(token !== '')
  const [isShown, setIsShown] = useState(false)
  const password = useNewPassword(isShown)

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send(
      async () => {
        await api('sign-in-link', { token, password: password.next } satisfies SignInLinkUse)
        onSignedIn(await api<AdminSessionInfo>('session', {}))
      },
      {
        checkFirst: password.check,
        placeRefusal: (caught) => {
          if (password.placeRefusal(caught)) return true
          const isRefusedLink = caught instanceof ApiError && [400, 401, 403, 404, 410].includes(caught.status)
          if (isRefusedLink) {
            setIsLinkUsable(false)
            setProblem(usedUp)
          }
          return isRefusedLink
        },
      },
    )
  }

  return (
    <main className="admin-login">
      <h1>Choose your password</h1>
      {isLinkUsable && (
        <>
          <p>Welcome. Choose the password you will log in with from now on.</p>
          <form className="password-form" onSubmit={choose} noValidate>
            <PasswordField
              label="Your password"
              help="At least 12 characters. A few words you will remember work well."
              {...password.field('next')}
            />
            <PasswordField label="Repeat your password" {...password.field('repeat')} />
            <Checkbox className="password-show" label="Show the password" checked={isShown} onChange={setIsShown} />
            <button type="submit" aria-disabled={isSending || undefined}>
              {isSending ? 'Saving…' : 'Save and log in'}
            </button>
          </form>
        </>
      )}
      <ProblemAlert problem={token ? problem : usedUp} />
      {!isLinkUsable && (
        <p>
          <a href="/admin/">Go to the login page</a>
        </p>
      )}
    </main>
  )
}
