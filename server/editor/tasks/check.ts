import type { DraftCheck } from '../../../src/model/admin-api.ts'
import { freshCheck } from './checked-site.ts'
import { toDraftProblem } from './draft-problem.ts'

/**
 * The most errors, and the most warnings, a check answers with: nobody works through more at once,
 * and a draft with a mistake on each of a million lines would otherwise send an answer of hundreds of
 * megabytes that the server takes seconds to pass on.
 */
export const maxProblems = 1000

/** Checks a draft of site.yaml; `publicDir` holds the files its links and pictures may point at. */
export function check({ text, publicDir }: { text: string; publicDir: string }): DraftCheck {
  const started = performance.now()
  const { errors, warnings } = freshCheck(text, publicDir)
  return {
    errors: errors.slice(0, maxProblems).map(toDraftProblem),
    warnings: warnings.slice(0, maxProblems).map(toDraftProblem),
    ms: Math.round(performance.now() - started),
  }
}
