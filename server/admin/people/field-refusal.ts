import type { ApiErrorAnswer } from '../../../src/model/contracts/api-error.ts'
import { peopleMessages as messages } from './people-messages.ts'

/**
 * The 422 answer to a form the server refused: the problem under each box (`errors`), and one sentence
 * for the person, the problem itself when there is only one.
 */
export function refusedFields(byField: Partial<Record<string, string>>): Required<ApiErrorAnswer> {
  const errors = Object.fromEntries(
    Object.entries(byField).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  const problems = Object.values(errors)
  return { error: problems.length === 1 ? problems[0]! : messages.severalProblems, errors }
}
