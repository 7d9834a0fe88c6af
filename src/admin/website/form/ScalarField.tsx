import { useId, type ChangeEvent } from 'react'
import { helpWords } from '../help-words.ts'
import { useEditor, valueAt } from './editor-context.ts'
import { FieldFrame } from './FieldFrame.tsx'
import { MarkdownField } from './MarkdownField.tsx'
import { choiceLabel, fieldName, kindOf, pathId, type JsonSchema, type Path } from './json-schema.ts'
import { PictureField } from './PictureField.tsx'
import { SameNumberOffer } from '../related/SameNumberOffer.tsx'
import { linkTargets, formIds, phoneLabels, postChoices } from './site-lists.ts'
import { pageFieldChoices } from '../languages/page-choices.ts'

/** The kinds of value that are written in a language; links, numbers and choices are the same in every one. */
const isWords = (kind: string) => kind === 'text' || kind === 'long-text' || kind === 'markdown'

interface ScalarFieldProps {
  schema: JsonSchema
  path: Path
  isRequired: boolean
  onRemove?: () => void
}

/** One value: text, a choice, a number, yes/no, a date, a time, a phone, a link, a picture. */
export function ScalarField({ schema, path, isRequired, onRemove }: ScalarFieldProps) {
  const editor = useEditor()
  const { data, edit, problemsAt, onEditing } = editor
  const id = pathId(path)
  const listId = useId()
  const kind = kindOf(schema)
  const value = valueAt(data, path)
  const { errors, warnings } = problemsAt(path)
  const label = fieldName(schema, path.at(-1) ?? '')

  const set = (next: unknown) => {
    if (!isRequired && (next === '' || next === undefined)) edit({ op: 'remove', path })
    else edit({ op: 'set', path, value: next })
  }
  const text = value === undefined || value === null ? '' : String(value)
  const actions = onRemove ? (
    <button type="button" className="admin-secondary admin-small" onClick={onRemove}>
      Remove<span className="visually-hidden"> {label}</span>
    </button>
  ) : undefined

  const pageChoices = pageFieldChoices(data, path)
  if (kind === 'picture') return <PictureField schema={schema} path={path} isRequired={isRequired} actions={actions} />

  return (
    <FieldFrame
      id={id}
      label={label}
      help={helpWords(schema.description)}
      errors={errors}
      warnings={warnings}
      actions={actions}
      counterpart={isWords(kind) ? editor.counterpartAt?.(path) : undefined}
    >
      {(describedBy, isInvalid) => {
        const common = {
          id,
          'aria-describedby': describedBy,
          'aria-invalid': isInvalid || undefined,
          onFocus: () => onEditing(path),
        }
        const asText = {
          value: text,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
            set(event.target.value),
        }
        if (pageChoices)
          return (
            <select
              {...common}
              value={text}
              // A post is chosen by its number, which site.yaml writes as a number.
              onChange={(event) =>
                set(kind === 'post' && event.target.value !== '' ? Number(event.target.value) : event.target.value)
              }
            >
              {!pageChoices.some((choice) => choice.value === text) && <option value="">Choose…</option>}
              {pageChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.words}
                </option>
              ))}
            </select>
          )
        switch (kind) {
          case 'yes-no':
            return (
              <input
                {...common}
                type="checkbox"
                checked={value === true}
                onChange={(event) => set(event.target.checked)}
              />
            )
          case 'number':
            return (
              <input
                {...common}
                type="number"
                inputMode="decimal"
                min={schema.minimum}
                max={schema.maximum}
                value={text}
                onChange={(event) => set(event.target.value === '' ? '' : Number(event.target.value))}
              />
            )
          case 'choice':
          case 'form-id':
          case 'phone-label': {
            const options =
              kind === 'choice'
                ? (schema.enum ?? []).map(String)
                : kind === 'form-id'
                  ? formIds(data)
                  : phoneLabels(data)
            return (
              <select {...common} {...asText}>
                {(!isRequired || !options.includes(text)) && (
                  <option value="">{isRequired ? 'Choose…' : '(none)'}</option>
                )}
                {options.map((option) => (
                  <option key={option} value={option}>
                    {kind === 'choice' ? choiceLabel(option) : option}
                  </option>
                ))}
              </select>
            )
          }
          case 'post':
            return (
              <select {...common} value={text} onChange={(event) => set(Number(event.target.value))}>
                {!postChoices(data).some((post) => String(post.id) === text) && <option value="">Choose…</option>}
                {postChoices(data).map((post) => (
                  <option key={post.id} value={post.id}>
                    {post.title}
                  </option>
                ))}
              </select>
            )
          case 'markdown':
            return (
              <MarkdownField
                {...common}
                value={text}
                onChange={set}
                files={editor.publicFiles}
                onPreview={() => {
                  onEditing(path)
                  document.querySelector('.preview')?.scrollIntoView({ block: 'start' })
                }}
              />
            )
          case 'long-text':
            return <textarea {...common} {...asText} rows={5} />
          case 'link':
            return (
              <>
                <input {...common} {...asText} type="text" list={listId} />
                <datalist id={listId}>
                  {linkTargets(data).map((target) => (
                    <option key={target.path} value={target.path}>
                      {target.title}
                    </option>
                  ))}
                </datalist>
              </>
            )
          default: {
            const type =
              { date: 'date', time: 'time', phone: 'tel', email: 'email', 'web-address': 'url' }[kind as string] ??
              'text'
            const input = <input {...common} {...asText} type={type} inputMode={kind === 'phone' ? 'tel' : undefined} />
            if (kind !== 'phone') return input
            return (
              <>
                {input}
                <SameNumberOffer path={path} value={text} />
              </>
            )
          }
        }
      }}
    </FieldFrame>
  )
}
