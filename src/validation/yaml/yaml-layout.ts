import type { TextColumn } from '../../model/problem-code.ts'
import { hasContent, indentOf, isListItem, keyOfLine, lineText, type TextLines } from './yaml-text.ts'

/** A column that lines below may line up with: a key, or the dash of a list item. */
export type Column = TextColumn

export const blockTextHeader = /:[ \t]+[|>][-+0-9]*[ \t]*(#.*)?$|^[ ]*-[ ]+[|>][-+0-9]*[ \t]*$/

/** The columns open at `line`, outermost first, read from the lines above it. */
export function columnsAbove(file: TextLines, line: number): Column[] {
  const stack: Column[] = []
  let blockTextIndent: number | undefined
  for (let number = 1; number < line; number += 1) {
    const text = lineText(file, number)
    if (!hasContent(text)) continue
    const indent = indentOf(text)
    if (blockTextIndent !== undefined && indent > blockTextIndent) continue
    blockTextIndent = undefined
    const top = stack.at(-1)
    // A more indented line under a key that has its value is the value going on (or a mistake below).
    if (top?.hasValue && indent > top.indent) continue
    while ((stack.at(-1)?.indent ?? -1) >= indent) stack.pop()
    stack.push(...columnsOf(text, number))
    if (blockTextHeader.test(text)) blockTextIndent = indent
  }
  return stack
}

function columnsOf(text: string, line: number): Column[] {
  const columns: Column[] = []
  const indent = indentOf(text)
  const key = keyOfLine(text)
  if (isListItem(text)) {
    columns.push({
      indent,
      line,
      label: shortLabel(text),
      isItem: true,
      isAfterDash: false,
      hasValue: !key && /^ *- *\S/.test(text),
    })
  }
  if (key) {
    const after = text.slice(text.indexOf(':', key.col - 1) + 1)
    // A block of text after "|" or ">" is the key's value too: nothing else may be indented under it.
    const hasValue = /^\s*[^\s#]/.test(after)
    columns.push({
      indent: key.col - 1,
      line,
      label: `${key.key}:`,
      isItem: false,
      isAfterDash: isListItem(text),
      hasValue,
    })
  }
  return columns
}

/** The start of a line as a message shows it: "- { label: Sofas, …". */
export function shortLabel(text: string): string {
  const trimmed = text.trim()
  return trimmed.length > 24 ? `${trimmed.slice(0, 22)}…` : trimmed
}

/** The column a line at `indent` was most likely meant to line up with: the nearest, the deeper on a tie. */
export function nearestColumn(columns: readonly Column[], indent: number): Column | undefined {
  let best: Column | undefined
  for (const column of columns) {
    if (!best || Math.abs(column.indent - indent) <= Math.abs(best.indent - indent)) best = column
  }
  return best
}

/** The nearest line before `line` that holds something. */
export function previousContentLine(file: TextLines, line: number): number | undefined {
  for (let number = line - 1; number >= 1; number -= 1) {
    if (hasContent(lineText(file, number))) return number
  }
  return undefined
}

/** The next line after `line` that holds something. */
export function nextContentLine(file: TextLines, line: number): number | undefined {
  for (let number = line + 1; number <= file.lines.length; number += 1) {
    if (hasContent(lineText(file, number))) return number
  }
  return undefined
}

/** The block of text (after `key: |` or `key: >`) a line is written in, with its first line. */
export function blockTextAround(file: TextLines, line: number): { firstLine: number; firstIndent: number } | undefined {
  const indent = indentOf(lineText(file, line))
  let firstLine: number | undefined
  for (let number = line - 1; number >= 1; number -= 1) {
    const text = lineText(file, number)
    if (!hasContent(text) && !/^\s*#/.test(text)) continue
    if (indentOf(text) >= indent) {
      firstLine = number
      continue
    }
    if (!blockTextHeader.test(text)) return undefined
    const first = firstLine ?? line
    return { firstLine: first, firstIndent: indentOf(lineText(file, first)) }
  }
  return undefined
}
