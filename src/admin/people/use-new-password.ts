import { useRef, useState } from 'react'
import { newPasswordProblems } from '../password/password-checks.ts'
import { fieldErrors } from './field-errors.ts'

type Key = 'next' | 'repeat'
export type NewPasswordErrors = Partial<Record<Key, string>>

/**
 * A new password typed twice: the values, their problems under each box, and focus on the first box
 * with a problem. `check()` shows the problems the browser can find and is true when there are none.
 */
export function useNewPassword(isShown: boolean) {
  const [values, setValues] = useState({ next: '', repeat: '' })
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const inputs = { next: useRef<HTMLInputElement>(null), repeat: useRef<HTMLInputElement>(null) }

  /** Shows these problems; true when there was one to show. */
  const showErrors = (found: NewPasswordErrors) => {
    setErrors(found)
    const first = (['next', 'repeat'] as const).find((key) => found[key])
    if (first) inputs[first].current?.focus()
    return first !== undefined
  }

  return {
    next: values.next,
    inputs,
    showErrors,
    check: () => !showErrors(newPasswordProblems(values.next, values.repeat)),
    /** Shows the server's refusal of the password under its box; true when it was one. */
    placeRefusal: (caught: unknown) => {
      const refused = fieldErrors(caught)?.password
      return Boolean(refused && showErrors({ next: refused }))
    },
    clear: () => {
      setValues({ next: '', repeat: '' })
      setErrors({})
    },
    /** The props of one box's PasswordField. */
    field: (key: Key) => ({
      value: values[key],
      onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
      error: errors[key],
      inputRef: inputs[key],
      isShown,
      autoComplete: 'new-password' as const,
    }),
  }
}
