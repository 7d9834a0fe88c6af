import { useId, useRef, useState, type FormEvent } from 'react'
import { api, ApiError } from '../app/api.ts'
import { problemMessage } from '../app/problem-message.ts'
import { PasswordField } from './PasswordField.tsx'
import { browserProblems, passwordFieldOrder, type PasswordErrors, type PasswordValues } from './password-checks.ts'

const empty: PasswordValues = { current: '', next: '', repeat: '' }

/** The server's 422 answer: a problem for each field it refused. */
const serverErrors = (error: ApiError): PasswordErrors => {
  const errors = (error.body.errors ?? {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
  return { current: text(errors.current), next: text(errors.next) }
}

/** Changing the /admin password: the current one, then the new one twice. */
export function PasswordForm() {
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [isShown, setIsShown] = useState(false)
  const [isSending, setIsSending] = useState(false)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  const showId = useId()
  const inputs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    repeat: useRef<HTMLInputElement>(null),
  }

  const showErrors = (found: PasswordErrors) => {
    setErrors(found)
    const first = passwordFieldOrder.find((field) => found[field])
    if (first) inputs[first].current?.focus()
    return first !== undefined
  }

  const change = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSending) return
    setStatus('')
    setProblem('')
    if (showErrors(browserProblems(values))) return
    setIsSending(true)
    try {
      await api('password', { current: values.current, next: values.next })
      setValues(empty)
      setStatus('Password changed. You were logged out on your other devices.')
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422 && showErrors(serverErrors(error))))
        setProblem(problemMessage(error))
    } finally {
      setIsSending(false)
    }
  }

  const field = (name: keyof PasswordValues) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
    inputRef: inputs[name],
    isShown,
  })

  return (
    <form className="password-form" onSubmit={(event) => void change(event)} noValidate>
      <PasswordField label="Current password" autoComplete="current-password" {...field('current')} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        help="At least 12 characters. A few words you will remember work well."
        {...field('next')}
      />
      <PasswordField label="Repeat the new password" autoComplete="new-password" {...field('repeat')} />
      <div className="password-show">
        <input id={showId} type="checkbox" checked={isShown} onChange={(event) => setIsShown(event.target.checked)} />
        <label htmlFor={showId}>Show the passwords</label>
      </div>
      <button type="submit" aria-disabled={isSending || undefined}>
        {isSending ? 'Changing the password…' : 'Change password'}
      </button>
      <output className="password-status">{status}</output>
      {problem && (
        <p role="alert" className="admin-error">
          {problem}
        </p>
      )}
    </form>
  )
}
