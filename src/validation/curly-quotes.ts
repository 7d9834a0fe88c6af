/**
 * Word processors and phones turn ' and " into curly quotes (‘ ’ “ ”). YAML does not read those as
 * quotes: they become part of the value. In ordinary text that is what the editor wants; in a
 * phone number, address, time, date or id it is a mistake.
 */

const curlyAtEnds = /^[‘’“”„‚]|[‘’“”]$/

export const hasCurlyQuotes = (value: unknown): value is string => typeof value === 'string' && curlyAtEnds.test(value)

/** The value as the editor meant it, without the curly quotes around it. */
export const withoutCurlyQuotes = (value: string): string => value.replace(/^[‘’“”„‚]+|[‘’“”]+$/g, '')

/** The value in the straight quotes of the same kind: ‘…’ gives '…', “…” gives "…". */
export function inStraightQuotes(value: string): string {
  const inner = withoutCurlyQuotes(value)
  const isDouble = /^[“”„]|[“”]$/.test(value)
  if (isDouble && !inner.includes('"') && !inner.includes('\\')) return `"${inner}"`
  return inner.includes("'") && !inner.includes('"') ? `"${inner}"` : `'${inner.replace(/'/g, "''")}'`
}
