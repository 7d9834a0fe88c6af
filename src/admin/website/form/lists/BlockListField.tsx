import { useId, useState } from 'react'
import { useEditor, valueAt } from '../editor-context.ts'
import { Collapsible } from '../Collapsible.tsx'
import { ItemControls } from './ItemControls.tsx'
import { ListFrame } from './ListFrame.tsx'
import { blockBranch, labelOf, startingValue, type JsonSchema, type Path } from '../json-schema.ts'
import { ObjectField } from '../ObjectField.tsx'
import { itemName } from '../../../../model/words/item-name.ts'

/**
 * A page's blocks: each drawn from its own branch of the schema, and new ones chosen from every block
 * type the schema knows, with its description. A new block type appears here with no editor code.
 */
export function BlockListField({ schema, path, onRemove }: { schema: JsonSchema; path: Path; onRemove?: () => void }) {
  const { data, edit } = useEditor()
  const items = valueAt(data, path)
  const blocks = Array.isArray(items) ? (items as Record<string, unknown>[]) : []
  const union = schema.items ?? schema
  const types = (union.oneOf ?? []).flatMap((branch) =>
    typeof branch.properties?.type?.const === 'string'
      ? [{ type: branch.properties.type.const, label: branch['x-label'] ?? labelOf(branch.properties.type.const) }]
      : [],
  )

  const arrangement = {
    listPath: path,
    count: blocks.length,
    canAdd: true,
    canRemove: blocks.length > (schema.minItems ?? 0),
  }

  return (
    <ListFrame schema={schema} path={path} onRemove={onRemove}>
      <ol className="list-field__items">
        {blocks.map((block, index) => {
          const type = typeof block.type === 'string' ? block.type : 'unknown'
          const branch = blockBranch(union, type)
          const itemPath = [...path, index]
          const kindName = branch?.['x-label'] ?? labelOf(type)
          const name = `${index + 1}. ${kindName}${itemName(block) && itemName(block) !== type ? `: ${itemName(block)}` : ''}`
          return (
            <li key={index}>
              <Collapsible path={itemPath} summary={name}>
                <ItemControls list={arrangement} index={index} name={name} />
                {branch ? (
                  <ObjectField schema={branch} path={itemPath} hidden={['type']} isBare />
                ) : (
                  <p className="admin-error">
                    This section is of a kind the website does not know. Remove it, or ask your web developer to fix it.
                  </p>
                )}
              </Collapsible>
            </li>
          )
        })}
      </ol>
      <AddBlock
        types={types}
        onAdd={(type) => {
          const branch = blockBranch(union, type)
          const example = branch?.examples?.[0]
          const value =
            example && typeof example === 'object'
              ? structuredClone(example)
              : {
                  type,
                  ...(branch
                    ? (startingValue({
                        ...branch,
                        required: branch.required?.filter((key) => key !== 'type'),
                      }) as object)
                    : {}),
                }
          edit({ op: 'insert', path, index: blocks.length, value })
        }}
      />
    </ListFrame>
  )
}

function AddBlock({ types, onAdd }: { types: { type: string; label: string }[]; onAdd(type: string): void }) {
  const id = useId()
  const [chosen, setChosen] = useState(types[0]?.type ?? '')
  return (
    <div className="add-block">
      <label htmlFor={id}>New section</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {types.map((entry) => (
          <option key={entry.type} value={entry.type}>
            {entry.label}
          </option>
        ))}
      </select>
      <button type="button" className="admin-small" onClick={() => onAdd(chosen)}>
        Add section
      </button>
    </div>
  )
}
