import type { DraftProblem } from '../../../src/model/admin-api.ts'
import type { Problem } from '../../../src/validation/problem.ts'

/** A problem as the editor receives it. */
export const toDraftProblem = ({ line, col, path, code, params, message, hint }: Problem): DraftProblem => ({
  line,
  col,
  path,
  code,
  params,
  message,
  ...(hint ? { hint } : {}),
})
