import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair } from 'yaml'

/** A parsed site.yaml that still knows where every value came from. */
export interface SourceFile {
  name: string
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
  return { name, doc, lines }
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
