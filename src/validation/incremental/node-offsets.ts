import { isCollection, isPair, type Node } from 'yaml'

type Ranged = { range?: [number, number, number] | null }

/**
 * Moves by `delta` every place of `node` and the values inside it (each value's range: where it starts,
 * where its value ends, where it ends with its comments) that is at `at` or after it. A value that ends
 * before `at` is left as it is, with everything inside it.
 */
export function shiftNodes(node: unknown, at: number, delta: number): void {
  if (isPair(node)) {
    shiftNodes(node.key, at, delta)
    shiftNodes(node.value, at, delta)
    return
  }
  const range = (node as Ranged | null)?.range
  if (!range) return
  if (range[2] < at) return
  for (let index = 0; index < 3; index++) if (range[index]! >= at) range[index]! += delta
  if (isCollection(node)) for (const item of (node as Node & { items: unknown[] }).items) shiftNodes(item, at, delta)
}
