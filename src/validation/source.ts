import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
} from 'yaml'
import type { PathSegment } from '../model/data-path.ts'
import { hiddenTextAfter } from './yaml/yaml-text.ts'

/** A parsed site.yaml that still knows where every value came from. */
export interface SourceFile {
  name: string
  text: string
  doc: Document.Parsed
  lines: LineCounter
}

export interface Position {
  line: number
  col: number
}

export type { PathSegment }

/**
 * How site.yaml is read. The reader's tokens are kept on the nodes: the check for `*`, `&` and `!` marks
 * reads them instead of reading the text again, and a part can be read again in their place.
 */
export const readOptions = { prettyErrors: false, uniqueKeys: false, keepSourceTokens: true } as const

/** Reads the text once. Keys written twice are found by findDuplicateKeys, in linear time. */
export function parseSource(name: string, text: string): SourceFile {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, ...readOptions })
  return { name, text, doc, lines }
}

export function positionAt(source: SourceFile, offset: number): Position {
  const { line, col } = source.lines.linePos(offset)
  return { line, col }
}

interface Found {
  node?: Node
  pair?: Pair
}

const pairIndexes = new WeakMap<YAMLMap, Map<string, Pair>>()

/** The first pair of a map whose key reads as `key`; each map is indexed once, on first use. */
function pairOf(map: YAMLMap, key: string): Pair | undefined {
  let index = pairIndexes.get(map)
  if (!index) {
    index = new Map()
    for (const pair of map.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : undefined
      if (name !== undefined && !index.has(name)) index.set(name, pair)
    }
    pairIndexes.set(map, index)
  }
  return index.get(key)
}

/** Walks the document along a data path; stops at the deepest node that exists. */
function walk(source: SourceFile, path: readonly PathSegment[]): { found: Found; complete: boolean } {
  let found: Found = { node: source.doc.contents ?? undefined }
  for (const segment of path) {
    const { node } = found
    if (isMap(node)) {
      const pair = pairOf(node, String(segment))
      if (!pair) return { found, complete: false }
      found = { node: (pair.value as Node | null) ?? undefined, pair }
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment]
      if (item === undefined) return { found, complete: false }
      found = { node: isPair(item) ? undefined : (item as Node) }
    } else {
      return { found, complete: false }
    }
  }
  return { found, complete: true }
}

function startOf(source: SourceFile, found: Found): Position {
  const range = found.node?.range ?? (found.pair?.key as Node | undefined)?.range
  return positionAt(source, range?.[0] ?? 0)
}

/** Where the value at `path` starts; for a missing value, where its nearest parent starts. */
export function valuePosition(source: SourceFile, path: readonly PathSegment[]): Position {
  const { found } = walk(source, path)
  if (found.node === undefined && found.pair) return startOf(source, { node: found.pair.key as Node })
  return startOf(source, found)
}

/** Where the key of the value at `path` is written; falls back to the value itself. */
export function keyPosition(source: SourceFile, path: readonly PathSegment[]): Position {
  const { found } = walk(source, path)
  const key = found.pair?.key as Node | undefined
  return key?.range ? positionAt(source, key.range[0]) : startOf(source, found)
}

/**
 * A single value as written in the file: its text, whether it is in quotes, and the text after it
 * that YAML reads as a comment though it looks meant as text (see hiddenTextAfter). Undefined for
 * lists and groups.
 */
export function writtenValue(
  source: SourceFile,
  path: readonly PathSegment[],
): { text: string; isQuoted: boolean; start: number; hiddenText?: string } | undefined {
  const { found, complete } = walk(source, path)
  const node = found.node
  if (!complete || !isScalar(node) || !node.range) return undefined
  const isQuoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE'
  const hiddenText = isQuoted ? undefined : hiddenTextAfter(source.text, node.range[1])?.rest
  return { text: source.text.slice(node.range[0], node.range[1]), isQuoted, start: node.range[0], hiddenText }
}

/**
 * Where each text of `needles` is written inside the value at `path`, whether the value is quoted,
 * plain or a block after `|` or `>`. `value` is the value as read, and each needle's `offset` is
 * where it starts in `value`, in increasing order. A needle not found falls back to where the value
 * starts. One pass over the value, however many needles.
 */
export function positionsInValue(
  source: SourceFile,
  path: readonly PathSegment[],
  value: string,
  needles: readonly { text: string; offset: number }[],
): Position[] {
  const range = walk(source, path).found.node?.range
  let fallback: Position | undefined
  const start = () => (fallback ??= valuePosition(source, path))
  if (!range) return needles.map(start)
  const written = source.text.slice(range[0], range[1])
  // The value and the text as written hold the same occurrences of a needle in the same order, so
  // each needle is looked for from where the one before it was found, in both.
  let valueCursor = 0
  let writtenCursor = 0
  return needles.map(({ text, offset }) => {
    if (text === '') return start()
    let at = written.indexOf(text, writtenCursor)
    for (let before = value.indexOf(text, valueCursor); before >= 0 && before < offset && at >= 0;) {
      at = written.indexOf(text, at + 1)
      before = value.indexOf(text, before + 1)
    }
    if (at < 0) return start()
    valueCursor = offset
    writtenCursor = at
    return positionAt(source, range[0] + at)
  })
}

/**
 * The data path of the value written at `offset`, or whose marks (`&name`, `!tag`) are written
 * there: the deepest one. Looks through each group by halves, so its cost grows with the depth.
 */
export function pathAtOffset(source: SourceFile, offset: number): PathSegment[] {
  const path: PathSegment[] = []
  let node: unknown = source.doc.contents
  for (;;) {
    if (isMap(node)) {
      const pair = node.items[firstEndingAfter(node.items, offset, (item) => rangeOf(item.value) ?? rangeOf(item.key))]
      if (!pair) return path
      path.push(isScalar(pair.key) ? String(pair.key.value) : '')
      node = pair.value
    } else if (isSeq(node)) {
      const index = firstEndingAfter(node.items, offset, rangeOf)
      if (index >= node.items.length) return path
      path.push(index)
      node = node.items[index]
    } else {
      return path
    }
    const range = rangeOf(node)
    if (!range || offset < range[0]) return path
  }
}

const rangeOf = (node: unknown) => (node as Node | null | undefined)?.range ?? undefined

/** The index of the first of `items` (in document order) that ends at or after `offset`, found by halves. */
function firstEndingAfter<Item>(
  items: readonly Item[],
  offset: number,
  range: (item: Item) => readonly number[] | undefined,
): number {
  let low = 0
  let high = items.length
  while (low < high) {
    const middle = (low + high) >> 1
    const end = range(items[middle]!)?.[2] ?? -1
    if (end < offset) low = middle + 1
    else high = middle
  }
  return low
}
