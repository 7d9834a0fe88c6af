import { useId } from 'react'
import { defineView } from '../define-view.ts'
import { amountColumns } from './amount-columns.ts'
import type { TableProps } from './schema.ts'
import '../../ui/data-table.css'
import './table.css'

/**
 * A table with its header row, each row named by its first cell. Columns of amounts line up on the right. On a
 * narrow screen the table scrolls sideways inside its own frame, which the keyboard can reach, never the page.
 */
export function Table({ heading, intro, columns, rows, note }: TableProps) {
  const id = useId()
  const headingId = `${id}heading`
  const isAmount = amountColumns(rows, columns.length)
  const cellClass = (column: number) => (isAmount[column] ? 'data-table__amount' : undefined)
  const label = heading ? { 'aria-labelledby': headingId } : { 'aria-label': columns.join(', ') }
  return (
    <section className="table-block">
      {heading && <h2 id={headingId}>{heading}</h2>}
      {intro && <p>{intro}</p>}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a frame that scrolls sideways must take the keyboard to scroll */}
      <section className="table-frame" tabIndex={0} {...label}>
        <table className="data-table" {...label}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col" className={cellClass(index)}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className={cellClass(index)}>
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className={cellClass(index)}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {note && <p className="table-block__note">{note}</p>}
    </section>
  )
}

export const view = defineView({ component: Table })
