import { Type, type Static } from '@sinclair/typebox'

/**
 * How the admin API answers a call it refuses: one sentence for the person, and, for a request it could
 * not read, what was wrong where (`{ 'edits[0].path': 'must be array' }`). Some answers say more (a
 * conflict names the places), so other fields may follow.
 */
export const apiErrorSchema = Type.Object({
  error: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
})

export type ApiErrorAnswer = Static<typeof apiErrorSchema>

/** The refusals every admin route may answer with, spread into its `response` schemas. */
export const refusals = { '4xx': apiErrorSchema }
