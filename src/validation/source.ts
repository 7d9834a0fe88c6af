import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair } from 'yaml'
import { hiddenTextAfter } from './yaml-text.ts'

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

export type PathSegment = string | number

export function parseSource(name: string, text: string): SourceFile {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
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

/** Walks the document along a data path; stops at the deepest node that exists. */
function walk(source: SourceFile, path: readonly PathSegment[]): { found: Found; complete: boolean } {
  let found: Found = { node: source.doc.contents ?? undefined }
  for (const segment of path) {
    const { node } = found
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment))
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
 * Where the text `needle` is written inside the value at `path`, counting from its `occurrence`-th
 * appearance (0 for the first), whether the value is quoted, plain or a block after `|` or `>`.
 * Falls back to where the value starts.
 */
export function positionInValue(
  source: SourceFile,
  path: readonly PathSegment[],
  needle: string,
  occurrence: number,
): Position {
  const { found } = walk(source, path)
  const range = found.node?.range
  if (!range || needle === '') return valuePosition(source, path)
  const written = source.text.slice(range[0], range[1])
  let at = written.indexOf(needle)
  for (let count = 0; count < occurrence && at >= 0; count += 1) at = written.indexOf(needle, at + 1)
  return at < 0 ? valuePosition(source, path) : positionAt(source, range[0] + at)
}
