import { useId, useState, type FormEvent } from 'react'
import { api, ApiError } from './api.ts'
import type { AdminSessionInfo } from './session.ts'

export function LoginScreen({ onLoggedIn }: { onLoggedIn: (info: AdminSessionInfo) => void }) {
  const [error, setError] = useState('')
  const [isSending, setIsSending] = useState(false)
  const errorId = useId()

  const logIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    setIsSending(true)
    setError('')
    try {
      await api<{ csrfToken: string }>('login', { password })
      onLoggedIn(await api<AdminSessionInfo>('session', {}))
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The server could not be reached. Try again.')
      setIsSending(false)
    }
  }

  return (
    <main className="admin-login">
      <h1>Site admin</h1>
      <p>Log in to read form requests and edit the website.</p>
      <form onSubmit={logIn} noValidate>
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="admin-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={isSending}>
          {isSending ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <p className="admin-hint">
        The password was shown in the terminal the first time the server started. Lost it? Start the server with{' '}
        <code>ADMIN_PASSWORD='a new long phrase'</code>.
      </p>
    </main>
  )
}
