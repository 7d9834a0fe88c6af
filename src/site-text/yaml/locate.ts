import { isMap, isScalar, isSeq, type Document, type Pair, type ParsedNode, type YAMLMap, type YAMLSeq } from 'yaml'
import { editRefusal } from '../edit-error.ts'
import { describePath, type Path } from '../path.ts'

export type Collection = YAMLMap.Parsed | YAMLSeq.Parsed

/** Where a value lives: the whole document, the value of a map entry, or an item of a list. */
export type Slot =
  | { kind: 'root'; node: ParsedNode | null }
  | {
      kind: 'pair'
      parent: YAMLMap.Parsed
      index: number
      pair: Pair<ParsedNode, ParsedNode | null>
      node: ParsedNode | null
    }
  | { kind: 'item'; parent: YAMLSeq.Parsed; index: number; node: ParsedNode | null }

/** The deepest slot of `path` that exists, and the segments of `path` below it that do not. */
export type Lookup = { slot: Slot; found: Path; missing: Path }

export function keyMatches(key: unknown, segment: string | number): boolean {
  return isScalar(key) && (key.value === segment || String(key.value) === String(segment))
}

export function lookup(doc: Document.Parsed, path: Path): Lookup {
  let slot: Slot = { kind: 'root', node: doc.contents }
  for (const [depth, segment] of path.entries()) {
    const next = child(slot.node, segment)
    if (!next) return { slot, found: path.slice(0, depth), missing: path.slice(depth) }
    slot = next
  }
  return { slot, found: path, missing: [] }
}

function child(node: ParsedNode | null, segment: string | number): Slot | undefined {
  if (isMap(node)) {
    const parent = node as YAMLMap.Parsed
    const index = parent.items.findIndex((pair) => keyMatches(pair.key, segment))
    const pair = parent.items[index]
    return pair && { kind: 'pair', parent, index, pair, node: pair.value }
  }
  if (isSeq(node) && typeof segment === 'number') {
    const parent = node as YAMLSeq.Parsed
    const item = parent.items[segment]
    return item && { kind: 'item', parent, index: segment, node: item }
  }
  return undefined
}

/** The slot at `path`, or an EditError saying in plain words why there is nothing there. */
export function requireSlot(doc: Document.Parsed, path: Path): Slot {
  const { slot, found, missing } = lookup(doc, path)
  const [segment] = missing
  if (segment === undefined) return slot
  const where = describePath(found)
  const node = slot.node
  let reason = `${where} is a single value, with nothing inside it`
  if (isMap(node)) reason = `${where} has no "${segment}"`
  else if (isSeq(node) && typeof segment === 'number') reason = `${where} has ${itemCount(node.items.length)}`
  else if (isSeq(node)) reason = `${where} is a list, so it has no "${segment}"`
  throw editRefusal('doesNotFit', `Nothing is at ${describePath(path)}: ${reason}.`)
}

export function asCollection(node: ParsedNode | null): Collection | undefined {
  return isMap(node) || isSeq(node) ? (node as Collection) : undefined
}

/** True for a missing value: `key:` with nothing after it, `null` or `~`. */
export function isEmptyValue(node: ParsedNode | null): boolean {
  return node === null || (isScalar(node) && node.value === null)
}

export function itemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} items`
}
