import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml'
import type { PathSegment } from '../../model/data-path.ts'
import type { SourceFile } from '../source.ts'

/** A key written a second time in the same group: where that second key starts, and its data path. */
export interface DuplicateKey {
  offset: number
  path: PathSegment[]
}

/**
 * Every key written again in the same group, in document order, in one pass with a set per group.
 * Keys are the same when their values are (as the YAML reader's own check has it): "1" and 1 differ.
 */
export function findDuplicateKeys(source: SourceFile): DuplicateKey[] {
  const found: DuplicateKey[] = []
  const path: PathSegment[] = []
  const visit = (node: unknown): void => {
    if (isMap(node)) {
      const seen = new Set<unknown>()
      for (const pair of node.items) {
        const key = pair.key as Node | null
        const value = isScalar(key) ? key.value : undefined
        if (isScalar(key) && !Number.isNaN(value)) {
          if (seen.has(value)) found.push({ offset: keyStart(key), path: [...path, String(value)] })
          seen.add(value)
        }
        path.push(isScalar(key) ? String(key.value) : '')
        visit(pair.value)
        path.pop()
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        path.push(index)
        visit(isPair(item) ? item.value : item)
        path.pop()
      })
    }
  }
  visit(source.doc.contents)
  return found
}

const keyStart = (key: Node): number => key.range?.[0] ?? 0
