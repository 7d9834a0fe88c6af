import { Composer, isMap, isScalar, LineCounter, Parser, type CST, type Document, type Pair } from 'yaml'
import { findDuplicateKeys } from '../yaml/duplicate-keys.ts'
import { readOptions, type SourceFile } from '../source.ts'
import { textSplice } from '../../site-text/text-splice.ts'
import { isClean } from './clean-source.ts'
import { shiftNodes } from './node-offsets.ts'
import { levelOf, levelsHolding, regionOf, type Level, type Region } from './regions.ts'
import { endOf, hasMarks, shiftTokens } from './tokens.ts'

/** Entries of a level read again on their own, and how far their places move to be places in the whole text. */
interface Reread {
  level: Level
  /** What the reader put before the entries: the spaces in front of the first. */
  before: CST.SourceToken[]
  shift: number
}

/** A part read again is at most this share of the text; reading a larger one again costs about as much as reading the whole. */
const largestShare = 1 / 4

/**
 * The text `after` read from `before`, a reading of an earlier version of it, by reading again only the
 * entries of a list or group that hold what changed: undefined when that cannot be done exactly (then
 * read the whole text again). The result is what parseSource(after) gives, place for place and token for
 * token. Takes `before` over: its document becomes the new one, so `before` must not be used again.
 */
export function reparse(before: SourceFile, after: string): { source: SourceFile; changed: Region } | undefined {
  if (!isClean(before)) return undefined
  const span = textSplice(before.text, after)
  const delta = after.length - before.text.length
  for (const holding of levelsHolding(before.doc, span)) {
    const region = regionOf(before.text, holding)
    if (!region || region.end < span.to) continue
    const reread = readAgain(after, region, delta)
    if (reread === 'too large') return undefined
    if (!reread) continue
    return { source: putInPlace(before, after, region, reread), changed: region }
  }
  return undefined
}

/**
 * Where the text that follows a region and bears on how it reads ends: its blank and comment lines (a
 * block of text after `|` may take them in), up to the first line with a value written at the region's
 * column or left of it, which no value of the region can run on into, and the spaces in front of that
 * value (a key with no value yet takes those in). Undefined when a line deeper in follows, or the region
 * ends within a line.
 */
function contextEnd(text: string, from: number, column: number): number | undefined {
  if (from < text.length && from > 0 && text[from - 1] !== '\n') return undefined
  let at = from
  while (at < text.length) {
    const lineEnd = text.indexOf('\n', at)
    const next = lineEnd < 0 ? text.length : lineEnd + 1
    const line = text.slice(at, lineEnd < 0 ? text.length : lineEnd)
    const indent = line.length - line.trimStart().length
    const rest = line.slice(indent)
    if (rest === '' || rest === '\r' || rest.startsWith('#')) {
      at = next
      continue
    }
    return line.slice(0, indent).includes('\t') || indent > column ? undefined : at + indent
  }
  return text.length
}

/** The region's entries in `after`, read on their own, when they read exactly as they will in the whole text. */
function readAgain(after: string, region: Region, delta: number): Reread | 'too large' | undefined {
  const end = region.end + delta
  const until = contextEnd(after, end, region.token.indent)
  if (until === undefined) return undefined
  const part = ' '.repeat(region.pad) + after.slice(region.start, until)
  if (part.length > after.length * largestShare) return 'too large'
  const shift = region.start - region.pad
  const tokens = [...new Parser().parse(part)]
  const [document] = tokens
  if (tokens.length !== 1 || document?.type !== 'document' || hasMarks(document)) return undefined
  const docs = [...new Composer(readOptions).compose(tokens, true, part.length)]
  const [doc] = docs
  if (docs.length !== 1 || !doc || doc.errors.length > 0 || doc.warnings.length > 0) return undefined
  if (document.start.length > 1 || document.start.some((token) => token.type !== 'space')) return undefined
  if (document.end?.some((token) => !['space', 'newline', 'comment'].includes(token.type))) return undefined
  const level = levelOf(doc.contents, region.path)
  const count = region.last - region.first + 1
  if (
    !level ||
    level.token.type !== region.token.type ||
    level.token.indent !== region.token.indent ||
    level.token.offset !== region.token.indent ||
    level.token.items.length !== count ||
    endOf(level.token) + shift !== end ||
    !sameKeys(level, region) ||
    findDuplicateKeys({ name: '', text: part, doc, lines: new LineCounter() }).length > 0
  )
    return undefined
  // The level's own range ends with its last entry: it moves with it.
  if (region.last === region.token.items.length - 1) {
    const [, valueEnd, nodeEnd] = region.node.range
    const [, newValueEnd, newNodeEnd] = level.node.range
    if (valueEnd !== region.end || nodeEnd !== region.end || newValueEnd + shift !== end || newNodeEnd + shift !== end)
      return undefined
  }
  return { level, before: document.start, shift }
}

/** Whether the entries read again have the keys they had, in order (a list's entries have none). */
function sameKeys(level: Level, region: Region): boolean {
  if (!isMap(region.node)) return true
  return level.node.items.every((pair, index) => {
    const old = (region.node.items[region.first + index] as Pair | undefined)?.key
    const key = (pair as Pair).key
    return isScalar(old) && isScalar(key) && old.value === key.value
  })
}

/** Puts the entries read again in place of the region's in `before`'s document, and moves what follows. */
function putInPlace(before: SourceFile, after: string, region: Region, reread: Reread): SourceFile {
  const { doc } = before
  const delta = after.length - before.text.length
  const root = doc.contents as Document.Parsed['contents'] & { srcToken: CST.Token }
  shiftTokens(root.srcToken, region.end, delta)
  shiftNodes(root, region.end, delta)
  const docRange = doc.range
  for (let index = 0; index < 3; index++) if (docRange[index]! >= region.end) docRange[index]! += delta

  const { level, shift } = reread
  shiftTokens(level.token, 0, shift)
  shiftNodes(level.node, 0, shift)
  const items = level.token.items
  // Alone, the spaces before the first entry are the document's; in the list or group, the entry's own.
  if (region.first > 0)
    for (const space of reread.before.toReversed()) {
      space.offset += shift
      items[0]!.start.unshift(space)
    }
  const entries: CST.CollectionItem[] = region.token.items
  entries.splice(region.first, items.length, ...items)
  if (isMap(region.node)) {
    // A group keeps its pairs (the checker looks keys up in an index of them), each with its new key and value.
    level.node.items.forEach((fresh, index) => {
      const pair = region.node.items[region.first + index] as Pair
      const { key, value, srcToken } = fresh as Pair & { srcToken?: CST.CollectionItem }
      Object.assign(pair, { key, value, srcToken })
    })
  } else {
    const values: unknown[] = region.node.items
    values.splice(region.first, items.length, ...level.node.items)
  }
  return { name: before.name, text: after, doc, lines: linesAfter(before.lines, after, region, delta) }
}

/**
 * The starts of the lines of `after`, as the YAML reader records them, from those of the text before:
 * the same up to the region, its own within it, and moved by `delta` after it.
 */
function linesAfter(lines: LineCounter, after: string, region: Region, delta: number): LineCounter {
  const before = lines.lineStarts
  const next = new LineCounter()
  let kept = 0
  while (kept < before.length && before[kept]! <= region.start) kept++
  const within: number[] = []
  for (let at = after.indexOf('\n', region.start); at >= 0 && at < region.end + delta; at = after.indexOf('\n', at + 1))
    within.push(at + 1)
  let moved = kept
  while (moved < before.length && before[moved]! <= region.end) moved++
  next.lineStarts = before.slice(0, kept).concat(
    within,
    before.slice(moved).map((start) => start + delta),
  )
  return next
}
