import { isMap, isSeq, type ParsedNode, type YAMLMap, type YAMLSeq } from 'yaml'
import type { Collection } from './locate.ts'
import type { Splice } from '../source.ts'

/**
 * Flow collections (`[Northside, Riverside]`, `{ label: Home, link: / }`) are rewritten whole, on one line: each entry
 * keeps its own text, but line breaks and comments inside the brackets are not kept.
 */
export function isFlow(node: ParsedNode | null | undefined): node is Collection {
  return (isMap(node) || isSeq(node)) && (node as Collection).srcToken?.type === 'flow-collection'
}

/** Whether the collection is written with spaces inside its brackets; an empty one follows the project's style. */
export function flowPadding(text: string, collection: Collection): boolean {
  const inside = text.slice(collection.range[0] + 1, collection.range[1] - 1)
  return inside.trim() === '' ? isMap(collection) : /^\s/.test(inside)
}

export function flowEntryTexts(text: string, collection: Collection): string[] {
  if (isSeq(collection))
    return (collection as YAMLSeq.Parsed).items.map((item) => text.slice(item.range[0], item.range[1]))
  return (collection as YAMLMap.Parsed).items.map((pair) =>
    text.slice(pair.key.range[0], (pair.value ?? pair.key).range[1]).trimEnd(),
  )
}

export function rewriteFlow(text: string, collection: Collection, entries: readonly string[]): Splice {
  const [from, to] = collection.range
  const [open, close] = isSeq(collection) ? ['[', ']'] : ['{', '}']
  const padding = flowPadding(text, collection) ? ' ' : ''
  const inside = entries.length === 0 ? '' : padding + entries.join(', ') + padding
  return { from, to, text: open + inside + close }
}
