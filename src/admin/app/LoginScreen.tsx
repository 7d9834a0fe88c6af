import { useId, useRef, useState, type FormEvent } from 'react'
import { api, ApiError } from './api.ts'
import type { AdminSessionInfo } from './session.ts'

/** The login: a name or email (empty for the owner who has none yet) and a password, kept as typed. */
export function LoginScreen({ onLoggedIn }: { onLoggedIn: (info: AdminSessionInfo) => void }) {
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [isSending, setIsSending] = useState(false)
  const passwordInput = useRef<HTMLInputElement>(null)
  const ids = { name: useId(), nameHelp: useId(), password: useId(), error: useId() }

  const logIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSending) return
    if (password === '') {
      setError('Write your password.')
      passwordInput.current?.focus()
      return
    }
    setIsSending(true)
    setError('')
    try {
      const who = name.trim()
      await api<{ csrfToken: string }>('login', who ? { name: who, password } : { password })
      onLoggedIn(await api<AdminSessionInfo>('session', {}))
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The server could not be reached. Try again.')
      setIsSending(false)
      passwordInput.current?.focus()
    }
  }

  return (
    <main className="admin-login">
      <h1>Site admin</h1>
      <p>Log in to read form requests and edit the website.</p>
      <form onSubmit={(event) => void logIn(event)} noValidate>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        />
        {error && (
          <p id={ids.error} className="admin-error" role="alert">
            {error}
          </p>
        )}
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
