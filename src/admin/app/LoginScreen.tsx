import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Login, SessionOpened } from '../../model/contracts/login.ts'
import { api } from './api.ts'
import { ProblemAlert } from './form-parts/ProblemAlert.tsx'
import { useSending } from './form-parts/use-sending.ts'
import type { AdminSessionInfo } from './session.ts'

/** The login: a name or email (empty for the owner who has none yet) and a password, kept as typed. */
export function LoginScreen({ onLoggedIn }: { onLoggedIn: (info: AdminSessionInfo) => void }) {
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const { isSending, problem, send } = useSending()
  const passwordInput = useRef<HTMLInputElement>(null)
  const ids = { name: useId(), nameHelp: useId(), password: useId(), error: useId() }
  // Whatever went wrong, the password is what to try again.
  useEffect(() => {
    if (problem) passwordInput.current?.focus()
  }, [problem])

  const logIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send(
      async () => {
        const who = name.trim()
        await api<SessionOpened>('login', (who ? { name: who, password } : { password }) satisfies Login)
        onLoggedIn(await api<AdminSessionInfo>('session', {}))
      },
      { checkFirst: () => password !== '' || 'Write your password.' },
    )
  }

  return (
    <main className="admin-login">
      <h1>Site admin</h1>
      <p>Log in to read form requests and edit the website.</p>
      <form onSubmit={logIn} noValidate>
        <label htmlFor={ids.name}>Your name or email</label>
        <p id={ids.nameHelp} className="admin-help">
          If you set up this site, you can leave this empty.
        </p>
        <input
          id={ids.name}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={ids.nameHelp}
        />
        <label htmlFor={ids.password}>Password</label>
        <input
          ref={passwordInput}
          id={ids.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.error : undefined}
        />
        <ProblemAlert id={ids.error} problem={problem} />
        <button type="submit" aria-disabled={isSending || undefined}>
          {isSending ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <h2>Forgot your password?</h2>
      <p className="admin-hint">
        Ask the owner of the website to send you a sign-in link or to give you a new password. If you are the owner, ask
        the person who set up the website for you.
      </p>
    </main>
  )
}
