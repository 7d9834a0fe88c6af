/**
 * Type tests, checked by `npm run typecheck`: each `@ts-expect-error` must meet an error, or tsc
 * reports the directive as unused and the check fails.
 */
import type { OfficeWords } from './office-entry.ts'

export const typed: OfficeWords = { tooLong: (_where, limit, length) => `${length - limit} too many` }

// @ts-expect-error no message of the checker is called "badPhoen"
export const misspelt: OfficeWords = { badPhoen: () => '' }

// @ts-expect-error the second argument of tooLong is its limit, a number
export const wrongArgument: OfficeWords = { tooLong: (_where: string, limit: string) => limit }

export const hintOfText: OfficeWords = {
  // @ts-expect-error an entry shows the checker's hint only when it says so with `showsHint: true`
  empty: { words: () => '', showsHint: false },
}
