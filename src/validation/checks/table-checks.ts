import { Lexer } from 'marked'
import type { References } from '../ajv.ts'
import { messages } from '../messages.ts'
import { pointerToSegments } from '../path-words.ts'
import { positionsInValue } from '../source.ts'
import type { Context } from './semantic-context.ts'

/** Every row of a table has one cell for each name of its header row. */
export function checkTableRows({ data, report, where }: Context, references: References) {
  for (const { pointer, value } of references.tableRows) {
    const { rows, header } = value
    if (!Array.isArray(rows) || !Array.isArray(header)) continue
    const columns = header.map(String)
    rows.forEach((row, index) => {
      if (!Array.isArray(row) || row.length === columns.length) return
      const path = [...pointerToSegments(pointer, data), index]
      report(messages.cellsDoNotMatchColumns(where(path), row.length, columns), path)
    })
  }
}

/**
 * Text drawn as plain paragraphs would show a Markdown table (a header row, then a row of dashes, cells between
 * "|") exactly as typed, so it is refused at the table's first line.
 */
export function refuseTablesInPlainText(context: Context, references: References) {
  const { data, source, report, where } = context
  for (const { pointer, value } of references.longText) {
    if (!value.includes('|')) continue
    const tables = new Lexer({ gfm: true }).lex(value).filter((token) => token.type === 'table')
    if (tables.length === 0) continue
    const path = pointerToSegments(pointer, data)
    const needles = tablesAt(
      value,
      tables.map((table) => table.raw.split('\n')[0] ?? ''),
    )
    positionsInValue(source, path, value, needles).forEach((at) =>
      report(messages.tableInPlainText(where(path)), path, { at }),
    )
  }
}

/** Each table's first line with where it starts in the text, in order. */
function tablesAt(text: string, firstLines: readonly string[]) {
  let cursor = 0
  return firstLines.map((line) => {
    const offset = Math.max(0, text.indexOf(line, cursor))
    cursor = offset + line.length
    return { text: line.trim(), offset: offset + line.length - line.trimStart().length }
  })
}
