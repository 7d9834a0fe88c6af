import type { DraftProblem } from '../../../model/admin-api.ts'
import { officeEntry } from './office-words.ts'

const sentence = (text: string): string =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.?!]$/.test(text) ? '' : '.'}`

/**
 * A checker's message as the form shows it beside its field: in plain words chosen by its code, without
 * the place (the form shows that). A message without words of the form's own keeps the checker's.
 */
export function problemWords(problem: Pick<DraftProblem, 'code' | 'params' | 'message'>): string {
  const entry = officeEntry(problem.code)
  if (!entry) return problem.message
  const say = (typeof entry === 'function' ? entry : entry.words) as (...params: DraftProblem['params']) => string
  return sentence(say(...problem.params))
}

/** The checker's hint, for the messages whose hint is about the website rather than how its text is written. */
export function hintWords(problem: Pick<DraftProblem, 'code' | 'hint'>): string | undefined {
  const entry = officeEntry(problem.code)
  return typeof entry === 'object' && entry.showsHint ? problem.hint : undefined
}
