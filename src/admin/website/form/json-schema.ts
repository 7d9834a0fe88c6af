import { fieldRules } from '../../../forms/kinds/rules.ts'
import type { DataPath } from '../../../model/data-path.ts'
import { capitalised } from '../../../model/words/capitalised.ts'
import { keyInWords } from '../../../model/words/place-steps.ts'

export { fieldLabel, itemNameIn } from '../../../model/words/place-steps.ts'

/** The parts of site.schema.json the editor reads to draw its forms. */
export interface JsonSchema {
  type?: string | string[]
  title?: string
  description?: string
  hint?: string
  properties?: Record<string, JsonSchema>
  patternProperties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  format?: string
  pattern?: string
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  maxLength?: number
  discriminator?: { propertyName: string }
  'x-link'?: boolean
  'x-public-file'?: boolean
  'x-phone'?: boolean
  'x-form-ref'?: boolean
  'x-phone-label'?: boolean
  'x-social-profile'?: boolean
  'x-markdown'?: boolean
  'x-long-text'?: boolean
  'x-web-address'?: boolean
  /** A field's name as it reads mid-sentence ("phone numbers"), or a block type's name in words ("Big picture with heading"). */
  'x-label'?: string
  /** What the form asks instead of the field's name, where a question helps more. */
  'x-question'?: string
  /** What one item of this list, or one entry of this group, is called: "phone number", "page". */
  'x-item-noun'?: string
  /** The field of an item whose words name it, when the usual ones (label, name, title…) do not. */
  'x-item-name'?: string
  /** An item's name reads before its noun, as a kind of it: the “Office” phone number. */
  'x-item-name-first'?: boolean
  /** Filled-in values as an editor would write them; a block's first is what "Add section" starts it with. */
  examples?: unknown[]
  /** Written in the whole text only (styles, class names): the form leaves it out. */
  'x-text-only'?: boolean
  /** Changed by the website's developer only (a language code, an address): the form keeps it under "Advanced (rarely needed)". */
  'x-advanced'?: boolean
  /** The number of a blog post: the form offers the posts by title. */
  'x-post-ref'?: boolean
  /** The choices of a list field: the editor says when they are typed by hand and name the services. */
  'x-choice-list'?: boolean
  /** Rows of a table: the key beside them whose list names the columns, one cell of each row for each. */
  'x-cells-per-row'?: string
}

/** A place in the site's data: ['services', 2, 'image', 'src']. */
export type Path = DataPath

/** How a field is edited, decided from its schema alone, so a new block needs no editor code. */
export type FieldKind =
  | 'object'
  | 'record'
  | 'list'
  | 'blocks'
  | 'choice'
  | 'yes-no'
  | 'number'
  | 'date'
  | 'time'
  | 'phone'
  | 'email'
  | 'link'
  | 'web-address'
  | 'picture'
  | 'form-id'
  | 'phone-label'
  | 'post'
  | 'markdown'
  | 'long-text'
  | 'text'

const timePattern = '^([01][0-9]|2[0-3]):[0-5][0-9]$'

export function kindOf(schema: JsonSchema): FieldKind {
  if (schema['x-post-ref']) return 'post'
  if (schema.oneOf && schema.discriminator) return 'blocks'
  if (schema.type === 'array') return schema.items?.oneOf && schema.items.discriminator ? 'blocks' : 'list'
  if (schema.type === 'object') return schema.properties ? 'object' : 'record'
  if (schema.type === 'boolean') return 'yes-no'
  if (schema.type === 'number' || schema.type === 'integer') return 'number'
  if (schema.enum) return 'choice'
  if (schema['x-link']) return 'link'
  if (schema['x-public-file']) return 'picture'
  if (schema['x-phone']) return 'phone'
  if (schema['x-form-ref']) return 'form-id'
  if (schema['x-phone-label']) return 'phone-label'
  if (schema.format === 'date') return 'date'
  if (schema.format === 'email') return 'email'
  if (schema.pattern === timePattern) return 'time'
  if (schema['x-web-address']) return 'web-address'
  if (schema['x-markdown']) return 'markdown'
  if (schema['x-long-text']) return 'long-text'
  return 'text'
}

/** The schema of a record's values: pages by address, forms by id. */
export const recordValueSchema = (schema: JsonSchema): JsonSchema | undefined =>
  Object.values(schema.patternProperties ?? {})[0]

const isFormFieldKind = (value: string): value is keyof typeof fieldRules => Object.hasOwn(fieldRules, value)

/**
 * A value of a fixed list of choices ("tel", "services") in words ("Phone number", "Services"): a form field's kind
 * by its rule's words, any other value as labelOf writes it.
 */
export const choiceLabel = (value: string): string =>
  isFormFieldKind(value) ? fieldRules[value].words : labelOf(value)

/** "phoneNumber" → "Phone number", "HVACBusiness" → "HVAC business"; "/about" stays as it is. For a key no schema names. */
export function labelOf(key: string | number): string {
  if (typeof key === 'number') return `Item ${key + 1}`
  if (key.startsWith('/')) return key
  return capitalised(keyInWords(key))
}

/** The name the form shows for the field `key`: its schema's label, or its question. */
export function fieldName(schema: JsonSchema | undefined, key: string | number): string {
  const label = schema?.['x-question'] ?? schema?.['x-label']
  return label ? capitalised(label) : labelOf(key)
}

/** An item of a list without words of its own, by what the list's items are called: "Service 2". */
export const unnamedItem = (list: JsonSchema, index: number): string =>
  capitalised(`${list['x-item-noun'] ?? 'item'} ${index + 1}`)

/** A value to start a new field or item with: the schema's default, or empty but of the right shape. */
export function startingValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  switch (kindOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).flatMap((key) => {
          const child = schema.properties?.[key]
          return child ? [[key, startingValue(child)]] : []
        }),
      )
    case 'record':
      return {}
    case 'list':
      return schema.minItems && schema.items ? [startingValue(schema.items)] : []
    case 'blocks':
      return []
    case 'yes-no':
      return false
    case 'number':
    case 'post':
      return schema.minimum ?? 0
    case 'choice':
      return schema.enum?.[0] ?? ''
    default:
      return ''
  }
}

/** The branch of a block list for one block type. */
export const blockBranch = (schema: JsonSchema, type: string): JsonSchema | undefined =>
  schema.oneOf?.find((branch) => branch.properties?.type?.const === type)

export const pathId = (path: Path): string => `field-${path.map((part) => encodeURIComponent(String(part))).join('.')}`

export const pathKey = (path: Path): string => JSON.stringify(path)
