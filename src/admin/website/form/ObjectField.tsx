import type { ReactNode } from 'react'
import { isRecord } from '../../../model/is-record.ts'
import { ForTheDeveloper } from '../../app/ForTheDeveloper.tsx'
import { helpWords } from '../help-words.ts'
import { useEditor, valueAt } from './editor-context.ts'
import { useFieldRenderer } from './field-renderer.ts'
import { fieldLabel, fieldName, pathId, startingValue, type JsonSchema, type Path } from './json-schema.ts'
import { ProblemList } from './FieldFrame.tsx'
import { isInTexts, isLanguageTexts } from '../languages/editor-languages.ts'
import { pageFieldChoices } from '../languages/page-choices.ts'

interface ObjectFieldProps {
  schema: JsonSchema
  path: Path
  onRemove?: () => void
  /** Leaves out properties drawn elsewhere (a block's type). */
  hidden?: readonly string[]
  /** Drawn without its own legend, inside an item that already names it. */
  isBare?: boolean
  /**
   * More for the group's "Advanced (rarely needed)" disclosure (a page's address); `false` when the
   * screen draws the group's developer fields in a disclosure of its own (see DeveloperFields).
   */
  forTheDeveloper?: ReactNode | false
}

/** What a screen reader names the "Add …" buttons of a group by: an item of a list is named by its place already. */
const addLegend = (schema: JsonSchema, key: string | number | undefined): string =>
  typeof key === 'number' ? 'More you can add to this item' : `Add to ${fieldLabel(schema, key ?? 'site')}`

type Entry = [string, JsonSchema]

/**
 * The group's properties the form draws, everyday ones apart from those only the website's developer changes.
 * A language's texts are not among them: they are written part by part with that language chosen.
 */
function propertiesOf(
  schema: JsonSchema,
  path: Path,
  hidden: readonly string[],
): { everyday: Entry[]; advanced: Entry[] } {
  const drawn = Object.entries(schema.properties ?? {}).filter(
    ([key, child]) => !hidden.includes(key) && !child['x-text-only'] && !isLanguageTexts([...path, key]),
  )
  return {
    everyday: drawn.filter(([, child]) => !child['x-advanced']),
    advanced: drawn.filter(([, child]) => child['x-advanced']),
  }
}

/** Fields of a group that are there, then an "Add …" button for each optional one that is not. */
function GroupFields({ schema, path, properties }: { schema: JsonSchema; path: Path; properties: Entry[] }) {
  const FieldView = useFieldRenderer()
  const { data, edit } = useEditor()
  const value = valueAt(data, path)
  const present = isRecord(value) ? value : {}
  const required = new Set(schema.required ?? [])
  // A language's texts show every text of the main language, written or not: an empty one is not translated yet.
  const isAll = isInTexts(path)
  const shown = properties.filter(([key]) => isAll || required.has(key) || present[key] !== undefined)
  // A page's language and the page it translates come with the page when it is written in another language.
  const comesWithPage = (key: string) => path[0] === 'pages' && pageFieldChoices(data, [...path, key]) !== undefined
  const missing = properties.filter(
    ([key]) => !isAll && !required.has(key) && present[key] === undefined && !comesWithPage(key),
  )
  return (
    <>
      {shown.map(([key, child]) => (
        <FieldView
          key={key}
          schema={child}
          path={[...path, key]}
          isRequired={required.has(key)}
          onRemove={
            required.has(key) || isAll || comesWithPage(key)
              ? undefined
              : () => edit({ op: 'remove', path: [...path, key] })
          }
        />
      ))}
      {missing.length > 0 && (
        <fieldset className="object-field__add">
          <legend className="visually-hidden">{addLegend(schema, path.at(-1))}</legend>
          {missing.map(([key, child]) => (
            <button
              key={key}
              type="button"
              className="admin-secondary admin-small"
              onClick={() => edit({ op: 'set', path: [...path, key], value: startingValue(child) })}
            >
              Add {fieldLabel(child, key)}
            </button>
          ))}
        </fieldset>
      )}
    </>
  )
}

/** Whether the field to focus is one of `properties` of the group at `path` (or inside one). */
const holdsForcedField = (isForcedOpen: (path: Path) => boolean, path: Path, properties: Entry[]) =>
  properties.some(([key]) => isForcedOpen([...path, key]))

/** The group's fields that only the website's developer changes, for a disclosure the screen draws itself. */
export function DeveloperFields({ schema, path }: { schema: JsonSchema; path: Path }) {
  const { advanced } = propertiesOf(schema, path, [])
  return advanced.length > 0 ? <GroupFields schema={schema} path={path} properties={advanced} /> : null
}

/** Whether the developer's fields of the group at `path` hold the field to focus. */
export function useDeveloperFieldForced(schema: JsonSchema, path: Path): boolean {
  const { isForcedOpen } = useEditor()
  return holdsForcedField(isForcedOpen, path, propertiesOf(schema, path, []).advanced)
}

/**
 * A group of named fields; optional ones that are not there yet are offered as "Add …" buttons. The
 * fields only the website's developer changes are kept under one "Advanced (rarely needed)" disclosure.
 */
export function ObjectField({
  schema,
  path,
  onRemove,
  hidden = [],
  isBare = false,
  forTheDeveloper,
}: ObjectFieldProps) {
  const { problemsAt, isForcedOpen } = useEditor()
  const { everyday, advanced } = propertiesOf(schema, path, hidden)
  const { errors, warnings } = problemsAt(path)
  const hasDeveloperPart = forTheDeveloper !== false && (advanced.length > 0 || Boolean(forTheDeveloper))

  const body = (
    <>
      {(errors.length > 0 || warnings.length > 0) && <ProblemList errors={errors} warnings={warnings} />}
      <GroupFields schema={schema} path={path} properties={everyday} />
      {hasDeveloperPart && (
        <ForTheDeveloper isForcedOpen={holdsForcedField(isForcedOpen, path, advanced)}>
          {forTheDeveloper}
          <GroupFields schema={schema} path={path} properties={advanced} />
        </ForTheDeveloper>
      )}
    </>
  )
  if (isBare) return body
  return (
    <fieldset className="object-field" id={pathId(path)}>
      <legend>{fieldName(schema, path.at(-1) ?? 'Site')}</legend>
      {helpWords(schema.description) && <p className="admin-help">{helpWords(schema.description)}</p>}
      {onRemove && (
        <button type="button" className="admin-secondary admin-small" onClick={onRemove}>
          Remove {fieldName(schema, path.at(-1) ?? '').toLowerCase()}
        </button>
      )}
      {body}
    </fieldset>
  )
}
