import { diffLines } from 'diff'

/** The lines only `before` has and the lines only `after` has, in order. */
export type LineDiff = { removed: string[]; added: string[] }

export function lineDiff(before: string, after: string): LineDiff {
  const diff: LineDiff = { removed: [], added: [] }
  for (const part of diffLines(before, after)) {
    if (!part.added && !part.removed) continue
    const lines = part.value.split('\n')
    if (lines.at(-1) === '') lines.pop()
    ;(part.added ? diff.added : diff.removed).push(...lines)
  }
  return diff
}
