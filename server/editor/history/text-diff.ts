import { diffLines } from 'diff'
import type { DiffPart } from '../../../src/model/contracts/diff-part.ts'

export type { DiffPart }

/**
 * Past this many changed lines a minimal diff costs time that grows with their square (two unrelated
 * 20,000-line versions took 70 s); beyond it the changed middle is shown as one block instead.
 */
const maxEditLength = 4000

/**
 * A line diff of two versions of site.yaml for people to read; empty when they are the same. A long run
 * of unchanged lines is shortened to `context` lines either side of the changes.
 */
export function textDiff(before: string, after: string, context = 3): DiffPart[] {
  if (before === after) return []
  const parts: DiffPart[] = []
  let oldLine = 1
  let newLine = 1
  const changes = diffLines(before, after, { maxEditLength }) ?? blockChange(before, after)
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

type Change = { value: string; added?: boolean; removed?: boolean }

/** The lines both texts start and end with, unchanged, and everything between as removed, then added. */
function blockChange(before: string, after: string): Change[] {
  const [old, next] = [before.split(/(?<=\n)/), after.split(/(?<=\n)/)]
  let start = 0
  while (start < old.length && start < next.length && old[start] === next[start]) start++
  let end = 0
  while (end < old.length - start && end < next.length - start && old.at(-1 - end) === next.at(-1 - end)) end++
  const changes: Change[] = [
    { value: old.slice(0, start).join('') },
    { value: old.slice(start, old.length - end).join(''), removed: true },
    { value: next.slice(start, next.length - end).join(''), added: true },
    { value: old.slice(old.length - end).join('') },
  ]
  return changes.filter((change) => change.value !== '')
}
