import type { ReactNode } from 'react'

export interface Column<Row> {
  heading: string
  cell: (row: Row) => ReactNode
  /** A figure: right-aligned, digits lined up. */
  isFigure?: boolean
}

export interface TableProps<Row> {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  /** Said instead of the table when there are no rows. */
  empty: string
}

/** A table of rows, the first column naming each row. */
export function VisitsTable<Row>({ caption, columns, rows, rowKey, empty }: TableProps<Row>) {
  if (rows.length === 0) return <p>{empty}</p>
  return (
    <table className="visits-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className={column.isFigure ? 'visits-figure' : undefined}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.heading} scope="row">
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.heading} className={column.isFigure ? 'visits-figure' : undefined}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
