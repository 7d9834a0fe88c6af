import { useId, useState } from 'react'
import { isRecord } from '../../../model/is-record.ts'
import { useEditor, valueAt } from './editor-context.ts'
import { Collapsible } from './Collapsible.tsx'
import { useFieldRenderer } from './field-renderer.ts'
import { labelOf, recordValueSchema, startingValue, type JsonSchema, type Path } from './json-schema.ts'
import { ListFrame } from './ListFrame.tsx'
import { ObjectField } from './ObjectField.tsx'
import { itemName } from './site-lists.ts'

/** Entries by a name the editor chooses: pages by their address, forms by their id. */
export function RecordField({ schema, path, onRemove }: { schema: JsonSchema; path: Path; onRemove?: () => void }) {
  const FieldView = useFieldRenderer()
  const { data, edit } = useEditor()
  const value = valueAt(data, path)
  const entries = isRecord(value) ? Object.entries(value) : []
  const valueSchema = recordValueSchema(schema) ?? { type: 'string' }
  const isGroup = valueSchema.type === 'object' && Boolean(valueSchema.properties)
  const label = labelOf(path.at(-1) ?? '')

  return (
    <ListFrame schema={schema} path={path} onRemove={onRemove}>
      <ul className="list-field__items">
        {entries.map(([key, entry]) => {
          const entryPath = [...path, key]
          const name = `${key}${itemName(entry) && itemName(entry) !== key ? ` (${itemName(entry)})` : ''}`
          return (
            <li key={key}>
              {isGroup ? (
                <Collapsible path={entryPath} summary={name}>
                  <RenameKey
                    name={key}
                    onRename={(to) => edit({ op: 'renameKey', path, from: key, to })}
                    onRemove={() => edit({ op: 'remove', path: entryPath })}
                  />
                  <ObjectField schema={valueSchema} path={entryPath} isBare />
                </Collapsible>
              ) : (
                <FieldView
                  schema={valueSchema}
                  path={entryPath}
                  isRequired
                  onRemove={() => edit({ op: 'remove', path: entryPath })}
                />
              )}
            </li>
          )
        })}
      </ul>
      <AddEntry
        label={label}
        taken={entries.map(([key]) => key)}
        onAdd={(key) => edit({ op: 'set', path: [...path, key], value: startingValue(valueSchema) })}
      />
    </ListFrame>
  )
}

function RenameKey({ name, onRename, onRemove }: { name: string; onRename(to: string): void; onRemove(): void }) {
  const id = useId()
  const [draft, setDraft] = useState(name)
  return (
    <div className="record-field__key">
      <label htmlFor={id}>{name.startsWith('/') ? 'Address' : 'Name'}</label>
      <input id={id} type="text" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <button
        type="button"
        className="admin-secondary admin-small"
        disabled={!draft || draft === name}
        onClick={() => onRename(draft)}
      >
        Rename
      </button>
      <button type="button" className="admin-secondary admin-small" onClick={onRemove}>
        Remove {name}
      </button>
    </div>
  )
}

function AddEntry({ label, taken, onAdd }: { label: string; taken: string[]; onAdd(key: string): void }) {
  const id = useId()
  const [key, setKey] = useState('')
  const isPages = label === 'Pages'
  const problem = taken.includes(key) ? `There is already one named ${key}.` : undefined
  return (
    <div className="record-field__add">
      <label htmlFor={id}>
        {isPages ? 'Address of a new page, such as /window-cleaning' : `Name of a new entry in ${label.toLowerCase()}`}
      </label>
      <input
        id={id}
        type="text"
        value={key}
        onChange={(event) => setKey(event.target.value.trim())}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem && (
        <p id={`${id}-problem`} className="admin-error">
          {problem}
        </p>
      )}
      <button
        type="button"
        className="admin-small"
        disabled={!key || Boolean(problem)}
        onClick={() => {
          onAdd(key)
          setKey('')
        }}
      >
        {isPages ? 'Add page' : 'Add'}
      </button>
    </div>
  )
}
