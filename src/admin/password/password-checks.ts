/** The three fields of the password form, as typed. */
export interface PasswordValues {
  current: string
  next: string
  repeat: string
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>

/** The fields in the order they appear, so the first one with a problem gets the focus. */
export const passwordFieldOrder: (keyof PasswordValues)[] = ['current', 'next', 'repeat']

/**
 * What the browser can tell before asking the server: empty fields and a repeat that does not match.
 * The server alone judges the current password and the new one's strength.
 */
export function browserProblems({ current, next, repeat }: PasswordValues): PasswordErrors {
  return {
    ...(current === '' ? { current: 'Write your current password.' } : {}),
    ...newPasswordProblems(next, repeat),
  }
}

/** A new password written twice: empty, or the two not the same. The server judges its strength. */
export function newPasswordProblems(next: string, repeat: string): Pick<PasswordErrors, 'next' | 'repeat'> {
  const errors: PasswordErrors = {}
  if (next === '') errors.next = 'Write the new password.'
  if (repeat === '') errors.repeat = 'Write the new password again.'
  else if (next !== '' && repeat !== next)
    errors.repeat = 'The two new passwords are not the same. Write the new password again.'
  return errors
}
