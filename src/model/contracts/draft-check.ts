import { Type } from '@sinclair/typebox'
import type { DraftCheck, DraftEditAnswer, DraftProblem } from '../admin-api.ts'

// DraftCheck and DraftEditAnswer are written in admin-api.ts beside DraftProblem, which the schemas here leave open.

/** A problem the checker found: the fields every problem has; more may follow. */
const draftProblemSchema = Type.Unsafe<DraftProblem>(
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

/** The checker's verdict on a draft's text. */
export const draftCheckSchema = Type.Unsafe<DraftCheck>(
  Type.Object(
    { errors: Type.Array(draftProblemSchema), warnings: Type.Array(draftProblemSchema), ms: Type.Number() },
    { additionalProperties: false },
  ),
)

/** The answer to edits sent to a draft: its new revision and the checker's verdict on its text. */
export const draftEditAnswerSchema = Type.Unsafe<DraftEditAnswer>(
  Type.Object(
    { revision: Type.Integer(), check: Type.Optional(draftCheckSchema), checkRefused: Type.Optional(Type.String()) },
    { additionalProperties: false },
  ),
)
