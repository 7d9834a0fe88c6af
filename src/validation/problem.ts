/** One thing wrong (or worth a look) in site.yaml, at the place it is written. */
export interface Problem {
  severity: 'error' | 'warning'
  file: string
  line: number
  col: number
  message: string
  hint?: string
}

export type Explanation = Pick<Problem, 'message' | 'hint'>

export function byPosition(a: Problem, b: Problem): number {
  return a.line - b.line || a.col - b.col
}
