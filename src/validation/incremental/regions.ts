import { isMap, isScalar, isSeq, type CST, type Document, type Pair, type YAMLMap, type YAMLSeq } from 'yaml'
import type { PathSegment } from '../../model/data-path.ts'
import type { TextSplice } from '../../site-text/text-splice.ts'
import { endOf, firstOffset, lastStartingBy, startsOnEarlierLine } from './tokens.ts'

type Collection = YAMLMap.Parsed | YAMLSeq.Parsed

/** A list or group written in block style (one entry a line), with its tokens and its data path. */
export interface Level {
  node: Collection
  token: CST.BlockMap | CST.BlockSequence
  path: PathSegment[]
}

/** Entries `first` to `last` of a level. */
export interface Holding extends Level {
  first: number
  last: number
}

/** Entries of a level, written from `start` (at `pad` columns) to `end` in the text. */
export interface Region extends Holding {
  start: number
  pad: number
  end: number
}

/** The value as a level, when it is a block list or group whose every entry has a value or key (no lone comments). */
export function levelOf(node: unknown, path: PathSegment[]): Level | undefined {
  if (!isMap(node) && !isSeq(node)) return undefined
  const collection = node as Collection
  const token = collection.srcToken
  if (token?.type !== 'block-map' && token?.type !== 'block-seq') return undefined
  if (token.items.length !== collection.items.length) return undefined
  return { node: collection, token, path }
}

/** The entries of a level in which the changed span is written; none when it reaches outside them. */
function entriesHolding(level: Level, span: TextSplice): { first: number; last: number } | undefined {
  const count = level.token.items.length
  if (count === 0 || span.from < level.token.offset || span.to > endOf(level.token)) return undefined
  const first = lastStartingBy(level.token.items, span.from)
  const last = lastStartingBy(level.token.items, Math.max(span.to, span.from + 1) - 1)
  return first < 0 ? undefined : { first, last }
}

/** The data path segment of an entry: its key, as the data has it, or its index. */
function segmentOf(level: Level, index: number): PathSegment | undefined {
  if (isSeq(level.node)) return index
  const key = (level.node.items[index] as Pair | undefined)?.key
  if (!isScalar(key) || (typeof key.value !== 'string' && typeof key.value !== 'number')) return undefined
  return String(key.value)
}

/**
 * The entries that hold a change, at every depth: the deepest first. Reading again only the entries of
 * the deepest one is cheapest; each one further is larger, and reads right where a smaller one cannot.
 */
export function levelsHolding(doc: Document.Parsed, span: TextSplice): Holding[] {
  const found: Holding[] = []
  let level = levelOf(doc.contents, [])
  while (level) {
    const entries = entriesHolding(level, span)
    if (!entries) break
    found.push({ ...level, ...entries })
    const segment = entries.first === entries.last ? segmentOf(level, entries.first) : undefined
    if (segment === undefined) break
    const item = level.node.items[entries.first]
    level = levelOf(isMap(level.node) ? (item as Pair).value : item, [...level.path, segment])
  }
  return found.reverse()
}

/**
 * The text of entries `first` to `last` as it can be read on its own: from the start of a line (an
 * entry with comments or blank lines above it is read with the entry before it), or for the first entry
 * from where it starts, with `pad` spaces in place of what is before it on its line.
 */
export function regionOf(text: string, holding: Holding): Region | undefined {
  const { token } = holding
  let { first } = holding
  while (first > 0 && startsOnEarlierLine(token.items[first]!)) first--
  const entry = token.items[first]!
  if (first === 0 && (startsOnEarlierLine(entry) || firstOffset(entry) !== token.offset)) return undefined
  const start = first === 0 ? token.offset : firstOffset(entry)
  if (start === undefined) return undefined
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  if (first > 0 && lineStart !== start) return undefined
  return { ...holding, first, start, pad: start - lineStart, end: endOf(token.items[holding.last]!) }
}
