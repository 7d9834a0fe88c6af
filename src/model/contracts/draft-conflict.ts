import { Type, type Static } from '@sinclair/typebox'

/**
 * A place both the draft and a publish since it started changed: the draft's value and the published
 * one, either left out where that side removed it.
 */
export const draftConflictSchema = Type.Object(
  {
    path: Type.Array(Type.Union([Type.String(), Type.Number()])),
    mine: Type.Optional(Type.Unknown()),
    theirs: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
)

export type DraftConflict = Static<typeof draftConflictSchema>

/** A draft that cannot be brought up to date as it is: why, and for a conflict the places to settle. */
export const draftRefusalSchema = Type.Object({
  error: Type.String(),
  conflicts: Type.Optional(Type.Array(draftConflictSchema)),
})
