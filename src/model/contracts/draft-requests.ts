import { Type, type Static } from '@sinclair/typebox'
import { editOpSchema } from './edit-op.ts'

/** What POST /admin/api/drafts/:id/edits takes: edits made on the draft's `revision`, in order. */
export const draftEditsSchema = Type.Object({
  revision: Type.Integer(),
  edits: Type.Array(editOpSchema),
})

export type DraftEdits = Static<typeof draftEditsSchema>

/** How the person settled a conflict: at `path`, their value (`mine`) or the published one (`theirs`). */
export const conflictChoiceSchema = Type.Object({
  path: Type.Array(Type.Union([Type.String(), Type.Integer()])),
  keep: Type.Union([Type.Literal('mine'), Type.Literal('theirs')]),
})

export type ConflictChoice = Static<typeof conflictChoiceSchema>

/** What POST /admin/api/drafts/:id/rebase takes: the draft's `revision`, and the choices made so far. */
export const draftRebaseSchema = Type.Object({
  revision: Type.Integer(),
  keep: Type.Array(conflictChoiceSchema),
})

export type DraftRebase = Static<typeof draftRebaseSchema>

/** The address of one draft. */
export const draftAddressSchema = Type.Object({ id: Type.String() })
