import type { ReactNode } from 'react'
import { useEditor, valueAt } from '../editor-context.ts'
import { ProblemList } from '../FieldFrame.tsx'
import type { JsonSchema, Path } from '../json-schema.ts'
import { ScalarField } from '../ScalarField.tsx'

/** The names of a table's columns, for rows whose schema says where they are written; undefined for any other list. */
export function columnNames(data: unknown, rowsPath: Path, schema: JsonSchema): string[] | undefined {
  const header = schema['x-cells-per-row']
  if (header === undefined) return undefined
  const names = valueAt(data, [...rowsPath.slice(0, -1), header])
  return Array.isArray(names) ? names.map((name) => (typeof name === 'string' ? name : String(name ?? ''))) : []
}

interface TableRowFieldProps {
  /** The schema of one row: a list of cells. */
  schema: JsonSchema
  path: Path
  columns: readonly string[]
  /** The row's name in the list ("2. Large"). */
  name: string
  /** The row's controls within its list (move, duplicate, remove). */
  children: ReactNode
}

/**
 * One row of a table: a box for each cell, named by its column. A row with fewer cells than columns offers to add
 * the missing ones; a cell past the last column can be removed.
 */
export function TableRowField({ schema, path, columns, name, children }: TableRowFieldProps) {
  const { data, edit, problemsAt } = useEditor()
  const value = valueAt(data, path)
  const cells: unknown[] = Array.isArray(value) ? value : []
  const missing = columns.length - cells.length
  const { errors, warnings } = problemsAt(path)
  const cellSchema = (label: string): JsonSchema => ({ ...schema.items, 'x-label': label })
  return (
    <fieldset className="list-field table-row-field">
      <legend>{name}</legend>
      <ProblemList errors={errors} warnings={warnings} />
      {cells.map((_cell, index) =>
        index < columns.length ? (
          <ScalarField key={index} schema={cellSchema(columns[index] ?? '')} path={[...path, index]} isRequired />
        ) : (
          <ScalarField
            key={index}
            schema={cellSchema(`Cell ${index + 1}, under no column`)}
            path={[...path, index]}
            isRequired
            onRemove={() => edit({ op: 'remove', path: [...path, index] })}
          />
        ),
      )}
      {missing > 0 && (
        <button
          type="button"
          className="admin-small"
          onClick={() => edit({ op: 'set', path, value: [...cells, ...columns.slice(cells.length).map(() => '')] })}
        >
          Add the missing {missing === 1 ? 'cell' : `${missing} cells`}{' '}
          <span className="visually-hidden">to {name}</span>
        </button>
      )}
      {children}
    </fieldset>
  )
}
