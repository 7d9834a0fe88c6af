import { useId, useState } from 'react'
import { isRecord } from '../../../model/is-record.ts'
import { freeName, webAddressOf, wordsToAddress } from '../jobs/web-address.ts'
import { useEditor, valueAt } from './editor-context.ts'
import { Collapsible } from './Collapsible.tsx'
import { useFieldRenderer } from './field-renderer.ts'
import { fieldName, recordValueSchema, startingValue, type JsonSchema, type Path } from './json-schema.ts'
import { ListFrame } from './lists/ListFrame.tsx'
import { ObjectField } from './ObjectField.tsx'
import { itemName } from '../../../model/words/item-name.ts'
import { isInTexts, pageLanguageCode } from '../languages/editor-languages.ts'

/** Entries by a name the editor chooses: pages by their address, forms by their id. */
export function RecordField({ schema, path, onRemove }: { schema: JsonSchema; path: Path; onRemove?: () => void }) {
  const FieldView = useFieldRenderer()
  const { data, edit, language } = useEditor()
  const value = valueAt(data, path)
  // A language's texts name the main language's entries (its forms), and add none of their own.
  const isTranslation = isInTexts(path)
  const main = isTranslation ? valueAt(data, path.slice(3)) : undefined
  const own = isRecord(value) ? value : {}
  const keys =
    isTranslation && isRecord(main) ? [...new Set([...Object.keys(main), ...Object.keys(own)])] : Object.keys(own)
  const isPages = path.length === 1 && path[0] === 'pages'
  const entries = keys
    .filter((key) => !isPages || !language || pageLanguageCode(data, key) === language.code)
    .map((key) => [key, own[key]] as const)
  const valueSchema = recordValueSchema(schema) ?? { type: 'string' }
  const isGroup = valueSchema.type === 'object' && Boolean(valueSchema.properties)
  const label = fieldName(schema, path.at(-1) ?? '')

  return (
    <ListFrame schema={schema} path={path} onRemove={onRemove}>
      <ul className="list-field__items">
        {entries.map(([key, entry]) => {
          const entryPath = [...path, key]
          // Named by its title: the address (or the form's inner name) is the web developer's.
          const name = itemName(entry) ?? (isRecord(main) ? itemName(main[key]) : undefined) ?? key
          return (
            <li key={key}>
              {isGroup && isTranslation ? (
                <Collapsible path={entryPath} summary={name}>
                  <ObjectField schema={valueSchema} path={entryPath} isBare forTheDeveloper={false} />
                </Collapsible>
              ) : isGroup ? (
                <Collapsible path={entryPath} summary={name}>
                  <button
                    type="button"
                    className="admin-secondary admin-small"
                    onClick={() => edit({ op: 'remove', path: entryPath })}
                  >
                    Remove {name}
                  </button>
                  <ObjectField
                    schema={valueSchema}
                    path={entryPath}
                    isBare
                    forTheDeveloper={
                      <RenameKey name={key} onRename={(to) => edit({ op: 'renameKey', path, from: key, to })} />
                    }
                  />
                </Collapsible>
              ) : (
                <FieldView
                  schema={valueSchema}
                  path={entryPath}
                  isRequired={!isTranslation}
                  onRemove={isTranslation ? undefined : () => edit({ op: 'remove', path: entryPath })}
                />
              )}
            </li>
          )
        })}
      </ul>
      {isTranslation ? null : isGroup ? (
        <AddNamedEntry
          label={label}
          taken={Object.keys(own)}
          prefix={isPages && language && !language.isMain ? language.path : ''}
          onAdd={(key, title) => {
            const start = startingValue(valueSchema)
            const named = isRecord(start) && valueSchema.properties?.title ? { ...start, title } : start
            const inLanguage =
              isPages && language && !language.isMain && isRecord(named) ? { language: language.code, ...named } : named
            edit({ op: 'set', path: [...path, key], value: inLanguage })
          }}
        />
      ) : (
        <AddEntry
          label={label}
          taken={entries.map(([key]) => key)}
          onAdd={(key) => edit({ op: 'set', path: [...path, key], value: startingValue(valueSchema) })}
        />
      )}
    </ListFrame>
  )
}

function RenameKey({ name, onRename }: { name: string; onRename(to: string): void }) {
  const id = useId()
  const [draft, setDraft] = useState(name)
  return (
    <div className="record-field__key">
      <label htmlFor={id}>{name.startsWith('/') ? 'Address' : 'Name inside the website'}</label>
      <input id={id} type="text" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <button
        type="button"
        className="admin-secondary admin-small"
        disabled={!draft || draft === name}
        onClick={() => onRename(draft)}
      >
        Rename
      </button>
    </div>
  )
}

/**
 * A new page or form, asked for by its name in words: its address (or inner name) is made from them,
 * one not in use yet, and the name becomes its title.
 */
function AddNamedEntry({
  label,
  taken,
  prefix,
  onAdd,
}: {
  label: string
  taken: string[]
  /** Where a new page's address starts: the address of the language it is written in ("/sw"). */
  prefix: string
  onAdd(key: string, title: string): void
}) {
  const id = useId()
  const { data } = useEditor()
  const [words, setWords] = useState('')
  const isPages = label === 'Pages'
  const kind = label.toLowerCase().replace(/s$/, '')
  const base = wordsToAddress(words)
  // A form's inner name starts with a letter; a page's address may start with a digit.
  const start = isPages ? `${prefix}/${base}` : /^[a-z]/.test(base) ? base : `${kind}-${base}`
  const key = base && freeName(start, (name) => taken.includes(name))
  const add = () => {
    onAdd(key, words.trim())
    setWords('')
  }
  return (
    <div className="record-field__add">
      <label htmlFor={id}>{`Name of a new ${kind}`}</label>
      <input
        id={id}
        type="text"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && key) {
            event.preventDefault()
            add()
          }
        }}
        aria-describedby={isPages && key ? `${id}-address` : undefined}
      />
      {isPages && key && (
        <p id={`${id}-address`} className="admin-help">
          Visitors will find it at {webAddressOf(data, key)}
        </p>
      )}
      <button type="button" className="admin-small" disabled={!key} onClick={add}>
        {isPages ? 'Add page' : 'Add'}
      </button>
    </div>
  )
}

/** A new entry of a list of named values, such as the answers a form opens with: named as the entry is written. */
function AddEntry({ label, taken, onAdd }: { label: string; taken: string[]; onAdd(key: string): void }) {
  const id = useId()
  const [key, setKey] = useState('')
  const problem = taken.includes(key) ? `There is already one named ${key}.` : undefined
  return (
    <div className="record-field__add">
      <label htmlFor={id}>{`Name of a new entry in ${label.toLowerCase()}`}</label>
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
        Add
      </button>
    </div>
  )
}
