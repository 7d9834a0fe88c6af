import { Type } from '@sinclair/typebox'
import type { Explanation } from '../problem-code.ts'

/** A problem of the draft as the checker words it; `code` and `params` let the form word it again. */
export interface DraftProblem extends Explanation {
  line: number
  col: number
  /** The data path of the value it is about, as `['business', 'phones', 0, 'number']`; [] for none. */
  path: (string | number)[]
}

/** A problem the checker found: the fields every problem has; more may follow. */
export const draftProblemSchema = Type.Unsafe<DraftProblem>(
  Type.Object({
    line: Type.Integer(),
    col: Type.Integer(),
    path: Type.Array(Type.Union([Type.String(), Type.Number()])),
    code: Type.String(),
    params: Type.Array(Type.Unknown()),
    message: Type.String(),
    hint: Type.Optional(Type.String()),
  }),
)
