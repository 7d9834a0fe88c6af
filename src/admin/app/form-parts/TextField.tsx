import { useId, type Ref } from 'react'

interface TextFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  /** Off for what is typed exactly, such as a password: no spelling marks, no capital first letter. */
  isExact?: boolean
  help?: string
  error?: string
  inputRef?: Ref<HTMLInputElement>
  className?: string
}

/** A labelled text input, with its help and, when there is one, its problem written under it. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  isExact = false,
  help,
  error,
  inputRef,
  className = 'people-field',
}: TextFieldProps) {
  const id = useId()
  const helpId = `${id}-help`
  const errorId = `${id}-error`
  const describedBy = [help && helpId, error && errorId].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {help && (
        <p id={helpId} className="admin-help">
          {help}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        type={type}
        autoComplete={autoComplete}
        spellCheck={isExact ? false : undefined}
        autoCapitalize={isExact ? 'none' : undefined}
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
