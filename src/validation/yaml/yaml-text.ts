import type { Explanation } from '../problem.ts'

/** The lines of site.yaml as written, for explaining mistakes the YAML reader stops at. */
export interface TextLines {
  text: string
  /** The lines without their line breaks; line n of the file is lines[n - 1]. */
  lines: string[]
}

export function textLines(text: string): TextLines {
  return { text, lines: text.split(/\r?\n/) }
}

export const lineText = ({ lines }: TextLines, line: number): string => lines[line - 1] ?? ''

/** The spaces at the start of a line (tabs are not counted: they are a mistake of their own). */
export const indentOf = (line: string): number => /^ */.exec(line)?.[0].length ?? 0

/** A line that holds something: not blank, not only a comment. */
export const hasContent = (line: string): boolean => !/^\s*(#.*)?$/.test(line)

/** The key a line starts with, after any list dashes: `  - label: Home` gives label. */
export function keyOfLine(line: string): { key: string; col: number } | undefined {
  const match = /^([ ]*(?:-[ ]+)*)(["']?)([^"'\s:#{}[\]][^:#]*?|\/[^\s:]*)\2:(?:[ \t]|$)/.exec(line)
  if (!match?.[3]) return undefined
  return { key: match[3], col: (match[1]?.length ?? 0) + 1 }
}

/** Whether a line starts with a list dash (`- `). */
export const isListItem = (line: string): boolean => /^ *-( |$)/.test(line)

/**
 * A value written the way YAML keeps it as text: in double quotes, or in single quotes when the
 * text holds a double quote or a backslash (a single quote inside is then written twice).
 */
export function quoted(value: string): string {
  if (!/["\\]/.test(value)) return `"${value}"`
  return `'${value.replace(/'/g, "''")}'`
}

/** A line of the file shown in a hint; a long one keeps its start and its end. */
export function shownLine(line: string, limit = 100): string {
  const trimmed = line.trim()
  if (trimmed.length <= limit) return trimmed
  return `${trimmed.slice(0, limit - 25)}…${trimmed.slice(-20)}`
}

/** Text quoted in a message, cut short when long. */
export function shownText(value: string, limit = 60): string {
  const flat = value.replace(/\s+/g, ' ').trim()
  return flat.length > limit ? `${flat.slice(0, limit - 1)}…` : flat
}

/** The line with the text between two columns (1-based, end exclusive) replaced. */
export function replaceColumns(line: string, from: number, to: number, replacement: string): string {
  return line.slice(0, from - 1) + replacement + line.slice(to - 1)
}

/**
 * Where a value written after `key: ` or `- ` ends on its line: before a ` #` comment, or before
 * the `,` `}` `]` that ends it inside braces or brackets.
 */
export function valueEnd(line: string, start: number, isInBrackets: boolean): number {
  const rest = line.slice(start - 1)
  // A # after a space starts a comment; "#1" right after it is more likely text, so only "# " counts.
  const stop = isInBrackets ? /\s*(?:[,}\]]|\s#\s)/.exec(rest) : /\s+#(\s|$)/.exec(rest)
  const length = stop ? stop.index : rest.trimEnd().length
  return start + length
}

/** Whether the column is inside `{ … }` or `[ … ]` opened on the same line. */
export function isInFlow(line: string, col: number): boolean {
  let depth = 0
  let quote = ''
  for (const char of line.slice(0, col - 1)) {
    if (quote) {
      if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '{' || char === '[') depth += 1
    else if (char === '}' || char === ']') depth -= 1
  }
  return depth > 0
}

/** A mistake found in the text, at the place to show. */
export interface Located extends Explanation {
  line: number
  col: number
}

/** The value written on a line: after `key: `, after `- `, or from `fromCol` when that lies past the key. */
export function valueOnLine(
  line: string,
  fromCol?: number,
): { start: number; end: number; key?: string; isInFlow: boolean } | undefined {
  const key = keyOfLine(line)
  const afterKey = key ? line.indexOf(':', key.col - 1 + key.key.length) + 2 : undefined
  const afterDash = /^ *(?:- +)+/.exec(line)?.[0].length
  let start = afterKey ?? (afterDash === undefined ? undefined : afterDash + 1)
  if (fromCol !== undefined && (start === undefined || fromCol > start)) start = fromCol
  if (start === undefined) return undefined
  start += /^[ \t]*/.exec(line.slice(start - 1))?.[0].length ?? 0
  if (start > line.trimEnd().length) return undefined
  const inFlow = isInFlow(line, start)
  return { start, end: valueEnd(line, start, inFlow), key: key?.key, isInFlow: inFlow }
}

let indexed: { text: string; lineStarts: number[] } | undefined

/** Where each line of the text starts; kept for the text last asked about. */
function lineStartsOf(text: string): number[] {
  if (indexed?.text !== text) {
    const lineStarts = [0]
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1)
    indexed = { text, lineStarts }
  }
  return indexed.lineStarts
}

/** Line and column (both from 1) of an offset into the text, found by halves. */
export function positionOf(text: string, offset: number): { line: number; col: number } {
  const lineStarts = lineStartsOf(text)
  let low = 0
  let high = lineStarts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (lineStarts[middle]! <= offset) low = middle
    else high = middle - 1
  }
  return { line: low + 1, col: offset - lineStarts[low]! + 1 }
}

/**
 * The rest of the line after a value ends at `offset`, when YAML reads it as a comment that starts
 * right after its "#" ("#1 in town", not "# a note"): text the editor most likely meant to write.
 * `hash` is the offset of the "#".
 */
export function hiddenTextAfter(text: string, offset: number): { hash: number; rest: string } | undefined {
  const lineEnd = text.indexOf('\n', offset)
  const rest = text.slice(offset, lineEnd < 0 ? undefined : lineEnd).trimEnd()
  const match = /^[ \t]*#\S/.exec(rest)
  return match ? { hash: offset + match[0].length - 2, rest } : undefined
}
