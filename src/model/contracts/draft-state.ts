import { Type, type Static } from '@sinclair/typebox'

/** A draft of site.yaml kept on the server: edits are sent to it, and it is checked, previewed and published there. */
export const draftStateSchema = Type.Object(
  {
    id: Type.String(),
    /** The version of site.yaml the draft started from. */
    version: Type.String(),
    /** Every stored change adds one; an edit names the revision it was made on. */
    revision: Type.Integer(),
    text: Type.String(),
    /** The text it started from, to tell whether it has changes. */
    baseText: Type.String(),
    /** When it was last changed (or started), in milliseconds since 1970. */
    changedAt: Type.Number(),
  },
  { additionalProperties: false },
)

export type DraftState = Static<typeof draftStateSchema>
