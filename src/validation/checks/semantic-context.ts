import type { Explanation } from '../problem.ts'
import type { PathSegment, Position, SourceFile } from '../source.ts'
import type { RefusedValue } from '../suggestions/value-hints.ts'

/** What every whole-site check gets: the data, the file, and how to report at a place in it. */
export interface Context {
  data: Record<string, unknown>
  source: SourceFile
  report: (
    explanation: Explanation,
    path: readonly PathSegment[],
    options?: { onKey?: boolean; warning?: boolean; at?: Position },
  ) => void
  where: (path: readonly PathSegment[]) => string
}

/** A value a check refuses, described for the hints that depend on how it was written. */
export const refusedAt = ({ where }: Context, path: readonly PathSegment[], value: unknown): RefusedValue => ({
  where: where(path),
  key: path.at(-1),
  value,
})
