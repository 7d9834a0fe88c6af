/**
 * Type tests, checked by `npm run typecheck`: the catalogue's messages take exactly the arguments that
 * src/model/problem-code.ts lists for their codes, which the admin's form words them from.
 */
import type { ProblemArguments, ProblemCode } from '../model/problem-code.ts'
import type { messages } from './messages.ts'

type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/** The codes whose message takes other arguments than the list says; never when they all agree. */
type Disagreeing = {
  [K in ProblemCode]: Agree<Parameters<(typeof messages)[K]>, ProblemArguments[K]> extends true ? never : K
}[ProblemCode]

export const everyCodeAgrees: [Disagreeing] extends [never] ? true : Disagreeing = true

// @ts-expect-error a message that takes a number where the list says text is caught
export const caught: Agree<[where: string, id: number], ProblemArguments['duplicateSlug']> = true
