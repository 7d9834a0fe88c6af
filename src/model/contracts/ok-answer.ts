import { Type, type Static } from '@sinclair/typebox'

/** The answer of a call that did what was asked and has nothing more to say. */
export const okAnswerSchema = Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false })

export type OkAnswer = Static<typeof okAnswerSchema>

export const okAnswer: OkAnswer = { ok: true }
