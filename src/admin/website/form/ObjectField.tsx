import { isRecord } from '../../../model/is-record.ts'
import { helpWords } from '../help-words.ts'
import { useEditor, valueAt } from './editor-context.ts'
import { useFieldRenderer } from './field-renderer.ts'
import { labelOf, pathId, startingValue, type JsonSchema, type Path } from './json-schema.ts'
import { ProblemList } from './FieldFrame.tsx'

interface ObjectFieldProps {
  schema: JsonSchema
  path: Path
  onRemove?: () => void
  /** Leaves out properties drawn elsewhere (a block's type). */
  hidden?: readonly string[]
  /** Drawn without its own legend, inside an item that already names it. */
  isBare?: boolean
}

/** What a screen reader names the "Add …" buttons of a group by: an item of a list is named by its place already. */
const addLegend = (key: string | number | undefined): string =>
  typeof key === 'number' ? 'More you can add to this item' : `Add to ${labelOf(key ?? 'site').toLowerCase()}`

/** A group of named fields; optional ones that are not there yet are offered as "Add …" buttons. */
export function ObjectField({ schema, path, onRemove, hidden = [], isBare = false }: ObjectFieldProps) {
  const FieldView = useFieldRenderer()
  const { data, edit, problemsAt } = useEditor()
  const value = valueAt(data, path)
  const present = isRecord(value) ? value : {}
  const required = new Set(schema.required ?? [])
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([key, child]) => !hidden.includes(key) && !child['x-text-only'],
  )
  const shown = properties.filter(([key]) => required.has(key) || present[key] !== undefined)
  const missing = properties.filter(([key]) => !required.has(key) && present[key] === undefined)
  const { errors, warnings } = problemsAt(path)

  const body = (
    <>
      {(errors.length > 0 || warnings.length > 0) && <ProblemList errors={errors} warnings={warnings} />}
      {shown.map(([key, child]) => (
        <FieldView
          key={key}
          schema={child}
          path={[...path, key]}
          isRequired={required.has(key)}
          onRemove={required.has(key) ? undefined : () => edit({ op: 'remove', path: [...path, key] })}
        />
      ))}
      {missing.length > 0 && (
        <fieldset className="object-field__add">
          <legend className="visually-hidden">{addLegend(path.at(-1))}</legend>
          {missing.map(([key, child]) => (
            <button
              key={key}
              type="button"
              className="admin-secondary admin-small"
              onClick={() => edit({ op: 'set', path: [...path, key], value: startingValue(child) })}
            >
              Add {labelOf(key).toLowerCase()}
            </button>
          ))}
        </fieldset>
      )}
    </>
  )
  if (isBare) return body
  return (
    <fieldset className="object-field" id={pathId(path)}>
      <legend>{labelOf(path.at(-1) ?? 'Site')}</legend>
      {helpWords(schema.description) && <p className="admin-help">{helpWords(schema.description)}</p>}
      {onRemove && (
        <button type="button" className="admin-secondary admin-small" onClick={onRemove}>
          Remove {labelOf(path.at(-1) ?? '').toLowerCase()}
        </button>
      )}
      {body}
    </fieldset>
  )
}
