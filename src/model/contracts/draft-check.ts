import { Type } from '@sinclair/typebox'
import type { DraftCheck, DraftEditAnswer } from '../admin-api.ts'
import { draftProblemSchema } from './draft-problem.ts'

// DraftCheck and DraftEditAnswer are written in admin-api.ts around DraftProblem (draft-problem.ts), which the schemas leave open.

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
