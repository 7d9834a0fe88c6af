import { Type, type Static } from '@sinclair/typebox'

/**
 * A run of a line diff between two versions of site.yaml. `line` is the 1-based number of its first line
 * in the new text (in the old one for removed lines); a long unchanged run is shortened to `skipped`.
 */
export const diffPartSchema = Type.Union([
  Type.Object(
    {
      kind: Type.Union([Type.Literal('same'), Type.Literal('added'), Type.Literal('removed')]),
      line: Type.Integer(),
      lines: Type.Array(Type.String()),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('skipped'), line: Type.Integer(), count: Type.Integer() },
    { additionalProperties: false },
  ),
])

export type DiffPart = Static<typeof diffPartSchema>
