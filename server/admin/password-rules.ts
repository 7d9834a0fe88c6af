/** The shortest password /admin accepts; a phrase of a few words is easier to remember and to type. */
export const minimumPasswordLength = 12

/** Why a new password is refused, in a sentence for the person choosing it; undefined when it is fine. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < minimumPasswordLength)
    return `Use at least ${minimumPasswordLength} characters; a few words you will remember work well.`
  if (new Set(password).size < 5) return 'Use more different characters; this one repeats too few.'
  return undefined
}
