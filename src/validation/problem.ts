import type { PathSegment } from '../model/data-path.ts'
import type { Explanation } from '../model/problem-code.ts'

export type { Explanation }

/** One thing wrong (or worth a look) in site.yaml, at the place it is written. */
export interface Problem extends Explanation {
  severity: 'error' | 'warning'
  file: string
  line: number
  col: number
  /** The data path of the value the problem is about; [] for a mistake in the text that belongs to no value. */
  path: PathSegment[]
}

export function byPosition(a: Problem, b: Problem): number {
  return a.line - b.line || a.col - b.col
}
