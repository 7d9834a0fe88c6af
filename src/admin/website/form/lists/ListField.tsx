import { useEditor, valueAt } from '../editor-context.ts'
import { Collapsible } from '../Collapsible.tsx'
import { useFieldRenderer } from '../field-renderer.ts'
import { ItemControls } from './ItemControls.tsx'
import { ListFrame } from './ListFrame.tsx'
import {
  fieldName,
  itemNameIn,
  kindOf,
  startingValue,
  unnamedItem,
  type JsonSchema,
  type Path,
} from '../json-schema.ts'
import { ObjectField } from '../ObjectField.tsx'
import { postChoices } from '../site-lists.ts'
import { columnNames, TableRowField } from './TableRowField.tsx'
import { isInTexts } from '../../languages/editor-languages.ts'
import { HandTypedChoices } from '../../related/HandTypedChoices.tsx'

interface ListFieldProps {
  schema: JsonSchema
  path: Path
  onRemove?: () => void
}

/** A list: each item with its own controls, and an "Add" button under the last. */
export function ListField({ schema, path, onRemove }: ListFieldProps) {
  const FieldView = useFieldRenderer()
  const { data, edit } = useEditor()
  const items = valueAt(data, path)
  const own = Array.isArray(items) ? items : []
  // A language's texts follow the main language's list item by item: its items are the main list's, in its order.
  const isTranslation = isInTexts(path)
  const mainItems = isTranslation ? valueAt(data, path.slice(3)) : undefined
  const main = Array.isArray(mainItems) ? mainItems : []
  const list = isTranslation ? Array.from({ length: Math.max(main.length, own.length) }, (_, index) => own[index]) : own
  const itemSchema = schema.items ?? {}
  const isGroup = kindOf(itemSchema) === 'object'
  const columns = columnNames(data, path, schema)
  const label = fieldName(schema, path.at(-1) ?? '')
  const canAdd = schema.maxItems === undefined || list.length < schema.maxItems
  const arrangement = { listPath: path, count: list.length, canAdd, canRemove: list.length > (schema.minItems ?? 0) }

  return (
    <ListFrame schema={schema} path={path} onRemove={onRemove}>
      {schema['x-choice-list'] && !isTranslation && <HandTypedChoices path={path} />}
      <ol className="list-field__items">
        {list.map((item, index) => {
          const itemPath = [...path, index]
          const post = kindOf(itemSchema) === 'post' ? postChoices(data).find(({ id }) => id === item) : undefined
          const named = (value: unknown) => itemNameIn(schema, Array.isArray(value) ? value[0] : value)
          const name = `${index + 1}. ${post?.title ?? named(item) ?? named(main[index]) ?? unnamedItem(schema, index)}`
          const controls = isTranslation ? null : <ItemControls list={arrangement} index={index} name={name} />
          return (
            <li key={index}>
              {columns ? (
                <TableRowField schema={itemSchema} path={itemPath} columns={columns} name={name}>
                  {controls}
                </TableRowField>
              ) : isGroup ? (
                <Collapsible path={itemPath} summary={name}>
                  {controls}
                  <ObjectField schema={itemSchema} path={itemPath} isBare />
                </Collapsible>
              ) : (
                <>
                  <FieldView schema={itemSchema} path={itemPath} isRequired={!isTranslation} />
                  {controls}
                </>
              )}
            </li>
          )
        })}
      </ol>
      {!isTranslation && (
        <button
          type="button"
          className="admin-small"
          disabled={!canAdd}
          onClick={() =>
            edit({
              op: 'insert',
              path,
              index: list.length,
              value: columns ? columns.map(() => '') : startingValue(itemSchema),
            })
          }
        >
          Add to {label.toLowerCase()}
        </button>
      )}
    </ListFrame>
  )
}
