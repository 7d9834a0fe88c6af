/** One CSV cell: quoted, and neutralised if a spreadsheet would read it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** One CSV row with its CRLF line end, as spreadsheets expect. */
export const csvLine = (row: readonly string[]): string => row.map(csvCell).join(',') + '\r\n'
