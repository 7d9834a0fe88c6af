import { isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml'
import type { DraftProblem } from '../../model/admin-api.ts'
import { pathKey, type Path } from './form/json-schema.ts'

/** Offset of a 1-based line and column in the text. */
function offsetOf(text: string, line: number, col: number): number {
  let offset = 0
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', offset)
    if (next === -1) return text.length
    offset = next + 1
  }
  return offset + col - 1
}

const contains = (node: Node | null | undefined, offset: number) =>
  Boolean(node?.range) && node!.range![0] <= offset && offset <= node!.range![2]

/** The path of the deepest value (or key) written at `offset`. */
function pathAt(node: Node | null | undefined, offset: number, path: (string | number)[] = []): (string | number)[] {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue
      const key = String(pair.key.value)
      if (contains(pair.key, offset)) return [...path, key]
      if (contains(pair.value as Node, offset)) return pathAt(pair.value as Node, offset, [...path, key])
    }
  }
  if (isSeq(node)) {
    node.items.forEach((item, index) => {
      if (contains(item as Node, offset)) path = pathAt(item as Node, offset, [...path, index])
    })
  }
  return path
}

/**
 * Files each problem of the checker under the path of the field it is written at, so the form can
 * show it beside that field. Problems outside any field (a YAML mistake) go under the empty path.
 */
export function problemsByPath(text: string, problems: readonly DraftProblem[]): Map<string, DraftProblem[]> {
  const byPath = new Map<string, DraftProblem[]>()
  if (problems.length === 0) return byPath
  const doc = parseDocument(text, { keepSourceTokens: false })
  for (const problem of problems) {
    const path: Path =
      doc.errors.length > 0 ? [] : pathAt(doc.contents as Node, offsetOf(text, problem.line, problem.col))
    const key = pathKey(path)
    byPath.set(key, [...(byPath.get(key) ?? []), problem])
  }
  return byPath
}

/** The path problems were filed under, back from its key. */
export const pathOfKey = (key: string): Path => JSON.parse(key) as Path
