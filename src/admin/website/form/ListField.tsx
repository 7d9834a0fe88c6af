import { useEditor, valueAt } from './editor-context.ts'
import { Collapsible } from './Collapsible.tsx'
import { useFieldRenderer } from './field-renderer.ts'
import { ProblemList } from './FieldFrame.tsx'
import { ItemControls } from './ItemControls.tsx'
import { kindOf, labelOf, pathId, startingValue, type JsonSchema, type Path } from './json-schema.ts'
import { ObjectField } from './ObjectField.tsx'
import { itemName } from './site-lists.ts'

interface ListFieldProps {
  schema: JsonSchema
  path: Path
  onRemove?: () => void
}

/** A list: each item with its own controls, and an "Add" button under the last. */
export function ListField({ schema, path, onRemove }: ListFieldProps) {
  const FieldView = useFieldRenderer()
  const { data, edit, problemsAt } = useEditor()
  const items = valueAt(data, path)
  const list = Array.isArray(items) ? items : []
  const itemSchema = schema.items ?? {}
  const isGroup = kindOf(itemSchema) === 'object'
  const label = labelOf(path.at(-1) ?? '')
  const canAdd = schema.maxItems === undefined || list.length < schema.maxItems
  const canRemove = list.length > (schema.minItems ?? 0)
  const { errors, warnings } = problemsAt(path)

  return (
    <fieldset className="list-field" id={pathId(path)}>
      <legend>{label}</legend>
      {schema.description && <p className="admin-help">{schema.description}</p>}
      {onRemove && (
        <button type="button" className="admin-secondary admin-small" onClick={onRemove}>
          Remove {label.toLowerCase()}
        </button>
      )}
      <ProblemList errors={errors} warnings={warnings} />
      <ol className="list-field__items">
        {list.map((item, index) => {
          const itemPath = [...path, index]
          const name = `${index + 1}. ${itemName(item) ?? labelOf(index)}`
          const controls = (
            <ItemControls
              listPath={path}
              index={index}
              count={list.length}
              name={name}
              edit={edit}
              canAdd={canAdd}
              canRemove={canRemove}
            />
          )
          return (
            <li key={index}>
              {isGroup ? (
                <Collapsible path={itemPath} summary={name}>
                  {controls}
                  <ObjectField schema={itemSchema} path={itemPath} isBare />
                </Collapsible>
              ) : (
                <>
                  <FieldView schema={itemSchema} path={itemPath} isRequired />
                  {controls}
                </>
              )}
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        className="admin-small"
        disabled={!canAdd}
        onClick={() => edit({ op: 'insert', path, index: list.length, value: startingValue(itemSchema) })}
      >
        Add to {label.toLowerCase()}
      </button>
    </fieldset>
  )
}
