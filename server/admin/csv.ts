/** One CSV cell: quoted, and neutralised if a spreadsheet would read it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** Rows to CSV text with CRLF line ends, as spreadsheets expect. */
export const toCsv = (rows: string[][]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
