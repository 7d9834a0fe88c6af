import { isSeq, type CST, type YAMLMap, type YAMLSeq } from 'yaml'
import { blankLinesOf, indentOf, isBlankLine, isCommentLine, lineEnd, lineStart } from './lines.ts'
import type { Splice } from '../source.ts'

type BlockCollection = YAMLMap.Parsed | YAMLSeq.Parsed

/**
 * The text of one entry of a block map or list. It runs from the start of its line (or from its key or `-`
 * when that follows another indicator, as the first key of `- name: …` does), including the comment lines
 * directly above it, to the end of its value's last line, including the comments below that are indented
 * deeper than the entry. Above the first entry, only comments at its own column count, and none at column 0,
 * where they head the file. Comments at the entries' column after the last entry belong to no entry: they
 * stay after the collection, and an entry added at the end goes before them.
 */
export type BlockEntry = { start: number; end: number; column: number; midLine: boolean }

/** An entry's text as whole lines, and the blank lines (or loose comments) between it and the entry after it. */
export type EntryText = { text: string; gap?: string | undefined }

function sourceItems(collection: BlockCollection): CST.CollectionItem[] {
  const token = collection.srcToken
  if (!token || token.type === 'flow-collection') throw new Error('Expected a block collection with its source tokens')
  return token.items
}

/** Offset of a list item's `-`, or of a map entry's key (or the anchor or tag before it). */
export function entryAnchor(collection: BlockCollection, index: number): number {
  const item = sourceItems(collection)[index]
  const marker = item?.start.find((token) => !['space', 'comment', 'newline'].includes(token.type))
  const offset = marker?.offset ?? item?.key?.offset ?? item?.value?.offset
  if (offset === undefined) throw new Error(`Entry ${index} has no source position`)
  return offset
}

function valueEnd(collection: BlockCollection, index: number): number {
  if (isSeq(collection)) return collection.items[index]?.range[1] ?? 0
  const pair = (collection as YAMLMap.Parsed).items[index]
  return (pair?.value ?? pair?.key)?.range[1] ?? 0
}

function withCommentsAbove(text: string, start: number, floor: number, onlyColumn: number | undefined): number {
  let first = start
  while (first > floor) {
    const previous = lineStart(text, first - 1)
    if (!isCommentLine(text, previous)) break
    if (onlyColumn !== undefined && indentOf(text, previous) !== onlyColumn) break
    first = previous
  }
  return first
}

function withDeeperCommentsBelow(text: string, end: number, column: number): number {
  let last = end
  let scan = end
  while (scan < text.length) {
    if (isCommentLine(text, scan) && indentOf(text, scan) > column) last = lineEnd(text, scan)
    else if (!isBlankLine(text, scan)) break
    scan = lineEnd(text, scan)
  }
  return last
}

export function blockEntries(text: string, collection: BlockCollection): BlockEntry[] {
  const entries: BlockEntry[] = []
  for (let index = 0; index < collection.items.length; index++) {
    const anchor = entryAnchor(collection, index)
    const anchorLine = lineStart(text, anchor)
    const column = anchor - anchorLine
    const midLine = text.slice(anchorLine, anchor).trim() !== ''
    const floor = entries.at(-1)?.end ?? 0
    const first = index === 0
    const start =
      midLine || (first && column === 0)
        ? anchor
        : withCommentsAbove(text, anchorLine, floor, first ? column : undefined)
    const valueLineEnd = lineEnd(text, Math.max(anchor, valueEnd(collection, index) - 1))
    entries.push({ start, end: withDeeperCommentsBelow(text, valueLineEnd, column), column, midLine })
  }
  return entries
}

export function entryTexts(text: string, entries: readonly BlockEntry[]): EntryText[] {
  return entries.map((entry, index) => {
    const next = entries[index + 1]
    const indent = entry.midLine ? ' '.repeat(entry.column) : ''
    return { text: indent + text.slice(entry.start, entry.end), gap: next && text.slice(entry.end, next.start) }
  })
}

/**
 * Replaces the entries of a block collection (at least one) with `next`: each keeps the gap after it, and an
 * entry that had none (a new one, or the old last) is followed by the blank lines found before the old last.
 */
export function rewriteEntries(text: string, entries: readonly BlockEntry[], next: readonly EntryText[]): Splice {
  const first = entries[0]
  const last = entries.at(-1)
  if (!first || !last) throw new Error('A block collection has at least one entry')
  const usualGap = blankLinesOf(entryTexts(text, entries).at(-2)?.gap ?? '')
  let rewritten = next
    .map((entry, index) => entry.text + (index < next.length - 1 ? (entry.gap ?? usualGap) : ''))
    .join('')
  if (first.midLine) rewritten = rewritten.replace(new RegExp(`^ {0,${first.column}}`), '')
  return { from: first.start, to: last.end, text: rewritten }
}
