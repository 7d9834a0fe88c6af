import { useRef, useState, type FormEvent } from 'react'
import type { PasswordChange } from '../../model/contracts/login.ts'
import { api, ApiError } from '../app/api.ts'
import { useSending } from '../app/form-parts/use-sending.ts'
import { PasswordField } from './PasswordField.tsx'
import { browserProblems, passwordFieldOrder, type PasswordErrors, type PasswordValues } from './password-checks.ts'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { Checkbox } from '../app/form-parts/Checkbox.tsx'

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
  const { isSending, problem, send } = useSending()
  const [status, setStatus] = useState('')
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

  const change = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!isSending) setStatus('')
    void send(
      async () => {
        await api('password', { current: values.current, next: values.next } satisfies PasswordChange)
        setValues(empty)
        setStatus('Password changed. You were logged out on your other devices.')
      },
      {
        checkFirst: () => !showErrors(browserProblems(values)),
        placeRefusal: (caught) =>
          caught instanceof ApiError && caught.status === 422 && showErrors(serverErrors(caught)),
      },
    )
  }

  const field = (name: keyof PasswordValues) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
    inputRef: inputs[name],
    isShown,
  })

  return (
    <form className="password-form" onSubmit={change} noValidate>
      <PasswordField label="Current password" autoComplete="current-password" {...field('current')} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        help="At least 12 characters. A few words you will remember work well."
        {...field('next')}
      />
      <PasswordField label="Repeat the new password" autoComplete="new-password" {...field('repeat')} />
      <Checkbox className="password-show" label="Show the passwords" checked={isShown} onChange={setIsShown} />
      <button type="submit" aria-disabled={isSending || undefined}>
        {isSending ? 'Changing the password…' : 'Change password'}
      </button>
      <output className="password-status">{status}</output>
      <ProblemAlert problem={problem} />
    </form>
  )
}
