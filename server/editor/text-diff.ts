import { diffLines } from 'diff'

/**
 * One run of a line diff. `line` is the 1-based number of its first line in the new text, or in the
 * old text for removed lines. A long run of unchanged lines is shortened to `context` lines either
 * side of the changes and a `skipped` part in between.
 */
export type DiffPart =
  | { kind: 'same' | 'added' | 'removed'; line: number; lines: string[] }
  | { kind: 'skipped'; line: number; count: number }

/** A line diff of two versions of site.yaml for people to read; empty when they are the same. */
export function textDiff(before: string, after: string, context = 3): DiffPart[] {
  if (before === after) return []
  const parts: DiffPart[] = []
  let oldLine = 1
  let newLine = 1
  const changes = diffLines(before, after)
  changes.forEach((change, index) => {
    const lines = splitLines(change.value)
    if (change.removed) {
      parts.push({ kind: 'removed', line: oldLine, lines })
      oldLine += lines.length
      return
    }
    if (change.added) parts.push({ kind: 'added', line: newLine, lines })
    else parts.push(...shortened(lines, newLine, context, index === 0, index === changes.length - 1))
    if (!change.added) oldLine += lines.length
    newLine += lines.length
  })
  return parts
}

function shortened(lines: string[], line: number, context: number, isFirst: boolean, isLast: boolean): DiffPart[] {
  const keepBefore = isFirst ? 0 : context
  const keepAfter = isLast ? 0 : context
  if (lines.length <= keepBefore + keepAfter + 1) return [{ kind: 'same', line, lines }]
  const skipped = lines.length - keepBefore - keepAfter
  const parts: DiffPart[] = []
  if (keepBefore) parts.push({ kind: 'same', line, lines: lines.slice(0, keepBefore) })
  parts.push({ kind: 'skipped', line: line + keepBefore, count: skipped })
  if (keepAfter) parts.push({ kind: 'same', line: line + keepBefore + skipped, lines: lines.slice(-keepAfter) })
  return parts
}

function splitLines(value: string): string[] {
  const lines = value.split('\n')
  if (lines.at(-1) === '') lines.pop()
  return lines
}
