import { messages } from '../messages.ts'
import {
  blockTextAround,
  blockTextHeader,
  columnsAbove,
  nearestColumn,
  nextContentLine,
  previousContentLine,
  shortLabel,
  type Column,
} from './yaml-layout.ts'
import { indentOf, keyOfLine, lineText, shownLine, valueOnLine, type Located, type TextLines } from './yaml-text.ts'

/** Mistakes in the spaces at the start of a line: tabs, a line out of line, a list item without its dash. */

/** A tab among the spaces (or after the dash) that start a line, on the line the reader stopped at or next to it. */
export function tabNear(file: TextLines, line: number): Located | undefined {
  for (const number of [line, line - 1, line + 1]) {
    const text = lineText(file, number)
    const lead = /^[ \t]*(?:-[ \t]+)*/.exec(text)?.[0] ?? ''
    const tab = lead.indexOf('\t')
    if (tab < 0 || text.trim() === '') continue
    const before = lead.slice(0, tab)
    const where = before === '' ? 'start' : before.includes('-') ? 'after dash' : 'after spaces'
    return { line: number, col: tab + 1, ...messages.tabInIndent(where) }
  }
  return undefined
}

/**
 * The line whose indentation is wrong, near where the reader stopped: the reader often stops on the
 * line above, when a more indented line makes it read the value there as going on.
 */
export function misplacedLine(file: TextLines, line: number, col: number): Located | undefined {
  const text = lineText(file, line)
  const next = nextContentLine(file, line)
  const key = keyOfLine(text)
  const value = valueOnLine(text)
  const isAtValue =
    key !== undefined && value !== undefined && col >= value.start && !/^[|>]/.test(text.slice(value.start - 1))
  if (next !== undefined && isAtValue && indentOf(lineText(file, next)) > key.col - 1) {
    const nextKey = keyOfLine(lineText(file, next))
    // Text that goes on over lines is allowed; a key-like start means the line was meant as a key.
    if (!nextKey || !/^[A-Za-z_][\w-]*$|^\//.test(nextKey.key)) {
      return { line, col: key.col, ...messages.colonInLongText(key.key) }
    }
    return outOfLine(file, next)
  }
  return outOfLine(file, line)
}

function outOfLine(file: TextLines, line: number): Located | undefined {
  const text = lineText(file, line)
  const indent = indentOf(text)
  const columns = columnsAbove(file, line)
  const at = { line, col: indent + 1 }
  const isItem = /^ *-/.test(text)
  const item = columns.find((column) => column.isItem && column.indent === indent)
  if (item && /^ *-[^\s-]/.test(text)) {
    return { ...at, ...messages.missingSpaceAfterDash(shownLine(text.replace(/^( *-)/, '$1 '))) }
  }
  if (item && !isItem) {
    const itemKey = columns[columns.indexOf(item) + 1]
    return { ...at, ...messages.missingDash(item, itemKey) }
  }
  if (isItem && columns.some((column) => !column.isItem && column.indent === indent)) {
    return { ...at, ...messages.listItemAmongKeys() }
  }
  if (columns.some((column) => column.indent === indent)) return undefined
  const key = keyOfLine(text)
  const isKey = key !== undefined && /^[A-Za-z_][\w-]*$/.test(key.key)
  const blockText = isKey ? undefined : blockTextAround(file, line)
  if (blockText) return { ...at, ...messages.blockTextOutOfLine(indent, blockText.firstLine, blockText.firstIndent) }
  const top = columns.at(-1)
  // The first line under a key with nothing after its colon may be indented as deep as it likes.
  if (top && !top.hasValue && indent > top.indent) return undefined
  // A list item lines up with the dashes of the items before it.
  const candidates = isItem && columns.some((column) => column.isItem) ? columns.filter((c) => c.isItem) : columns
  const target = nearestColumn(candidates, indent)
  if (!target) return undefined
  const subject = {
    indent,
    line,
    label: key && !isItem ? `${key.key}:` : shortLabel(text),
    isItem,
    isAfterDash: false,
    hasValue: false,
  }
  const parent = columns[columns.indexOf(target) - 1]
  const isFirstUnder = (column: Column, above: Column) =>
    above.line === column.line || previousContentLine(file, column.line) === above.line
  // The first key under a parent sets the column of the group; when it alone, not this line, is off
  // the usual two-space step, it is the one out of line.
  if (parent && isFirstUnder(target, parent) && indent - parent.indent === 2 && target.indent - parent.indent !== 2) {
    return { line: target.line, col: target.indent + 1, ...messages.outOfLine(target, subject, false) }
  }
  const isUnderValue =
    target.hasValue && indent - target.indent >= 2 && !blockTextHeader.test(lineText(file, target.line))
  return { ...at, ...messages.outOfLine(subject, target, isUnderValue) }
}
