import { useId, type Ref } from 'react'

interface PasswordFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
  isShown: boolean
  help?: string
  error?: string
  inputRef?: Ref<HTMLInputElement>
}

/** A labelled password input, with its help and, when there is one, its problem written under it. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  isShown,
  help,
  error,
  inputRef,
}: PasswordFieldProps) {
  const id = useId()
  const helpId = `${id}-help`
  const errorId = `${id}-error`
  const describedBy = [help && helpId, error && errorId].filter(Boolean).join(' ')
  return (
    <div className="password-field">
      <label htmlFor={id}>{label}</label>
      {help && (
        <p id={helpId} className="admin-help">
          {help}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        type={isShown ? 'text' : 'password'}
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="none"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={errorId} className="admin-error">
          {error}
        </p>
      )}
    </div>
  )
}
