import { Type, type Static } from '@sinclair/typebox'

/** The steps of a publish, in the order they run: the answer names each as it starts. */
export const publishStepSchema = Type.Union([
  Type.Literal('checking'),
  Type.Literal('building'),
  Type.Literal('switching'),
  Type.Literal('recording'),
  Type.Literal('done'),
])

export type PublishStep = Static<typeof publishStepSchema>
