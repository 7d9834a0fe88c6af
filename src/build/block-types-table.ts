/** The lines that hold README.md's table of block types, which `npm run schema` writes between them. */
export const blockTypesMarks = {
  start: '<!-- The table of block types: written by `npm run schema` from each block’s summary. -->',
  end: '<!-- End of the table of block types. -->',
} as const

/** A Markdown table laid out as Prettier lays it out: each column as wide as its widest cell. */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(3, cell.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

/** The table of block types: each type's name, as written after `type:`, and what it shows. */
export function blockTypesTable(definitions: Readonly<Record<string, { summary: string }>>): string {
  return markdownTable(
    ['type', 'what it shows'],
    Object.entries(definitions).map(([type, { summary }]) => [`\`${type}\``, summary]),
  )
}

/** `readme` with the table between its marks replaced by `table`; unchanged when the marks are missing. */
export function withBlockTypesTable(readme: string, table: string): string {
  const start = readme.indexOf(blockTypesMarks.start)
  const end = readme.indexOf(blockTypesMarks.end)
  if (start < 0 || end < start) return readme
  return `${readme.slice(0, start + blockTypesMarks.start.length)}\n\n${table}\n\n${readme.slice(end)}`
}
