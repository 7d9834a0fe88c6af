import type { LogLine } from '../../log-levels.ts'

/** The shortest password /admin accepts; a phrase of a few words is easier to remember and to type. */
export const minimumPasswordLength = 12

/** Why a new password is refused, in a sentence for the person choosing it; undefined when it is fine. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < minimumPasswordLength)
    return `Use at least ${minimumPasswordLength} characters; a few words you will remember work well.`
  if (new Set(password).size < 5) return 'Use more different characters; this one repeats too few.'
  return undefined
}

/**
 * ADMIN_PASSWORD when it is strong enough. A weak one is not used: this says why in one line, and
 * /admin keeps the password stored in the database (made on the first start) instead.
 */
export function usableEnvironmentPassword(password: string | undefined, log: LogLine): string | undefined {
  const problem = password === undefined ? undefined : passwordProblem(password)
  if (!problem) return password
  log(
    `ADMIN_PASSWORD is not used because it is too weak (${problem.replace(/\.$/, '')}); ` +
      '/admin takes the password stored in the database instead.',
    'warn',
  )
  return undefined
}
