import type { DataPath } from '../data-path.ts'
import { isRecord } from '../is-record.ts'
import { itemName } from './item-name.ts'

/** The words site.schema.json holds beside each field, list and block; see src/schema/fields.ts. */
export interface WordsSchema {
  /** A block type's name (`hero`) on a branch of the sections' list. */
  title?: string
  /** The field's name as it reads mid-sentence ("phone numbers", "Facebook link"); a block type's name in words. */
  'x-label'?: string
  /** What one item of this list, or one entry of this group, is called: "phone number", "page". */
  'x-item-noun'?: string
  /** The field of an item whose words name it, when the usual ones (label, name, title…) do not. */
  'x-item-name'?: string
  /** An item's name reads before its noun, as a kind of it: the “Office” phone number. */
  'x-item-name-first'?: boolean
  properties?: Record<string, WordsSchema>
  patternProperties?: Record<string, WordsSchema>
  additionalProperties?: WordsSchema | boolean
  items?: WordsSchema
  oneOf?: WordsSchema[]
  const?: unknown
}

/** One step of a place: a field, an entry of a group kept by its key (a page), or an item of a list. */
export type PlaceStep =
  | { kind: 'field'; key: string; label: string }
  | { kind: 'entry'; key: string; noun: string; name: string | undefined }
  | {
      kind: 'item'
      index: number
      noun: string
      name: string | undefined
      isNameFirst: boolean
      blockLabel: string | undefined
    }

/** "priceKes" → "price kes", "HVACBusiness" → "HVAC business": a key no schema names, in words. */
export function keyInWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[-_ ]/)
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ')
}

/** The name of the field `key` whose schema is `schema`, as it reads mid-sentence. */
export const fieldLabel = (schema: WordsSchema | undefined, key: string): string =>
  schema?.['x-label'] ?? keyInWords(key)

const child = (value: unknown, segment: string | number): unknown =>
  isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined

const recordValues = (schema: WordsSchema | undefined): WordsSchema | undefined =>
  Object.values(schema?.patternProperties ?? {})[0] ??
  (typeof schema?.additionalProperties === 'object' ? schema.additionalProperties : undefined)

const branchOf = (items: WordsSchema | undefined, value: unknown): WordsSchema | undefined => {
  const type = isRecord(value) ? value.type : undefined
  return items?.oneOf?.find((branch) => (branch.title ?? branch.properties?.type?.const) === type) ?? items
}

/** The words that name an item of `list`: its `x-item-name` field's, or its label, name, title… (see itemName). */
export const itemNameIn = (list: WordsSchema | undefined, item: unknown): string | undefined => {
  const field = list?.['x-item-name']
  return itemName(field && isRecord(item) ? item[field] : item)
}

/** The steps from the top of the site to `path`, each named by the schema's words and the data's own. */
export function placeSteps(path: DataPath, data: unknown, schema: WordsSchema | undefined): PlaceStep[] {
  const steps: PlaceStep[] = []
  let value = data
  let node = schema
  for (const segment of path) {
    const next = child(value, segment)
    if (typeof segment === 'number') {
      const item = branchOf(node?.items, next)
      const blockLabel = node?.items?.oneOf ? item?.['x-label'] : undefined
      steps.push({
        kind: 'item',
        index: segment,
        noun: node?.['x-item-noun'] ?? 'item',
        name: itemNameIn(node, next),
        isNameFirst: node?.['x-item-name-first'] === true,
        blockLabel,
      })
      node = item
    } else if (node?.properties?.[segment] || !recordValues(node)) {
      node = node?.properties?.[segment]
      steps.push({ kind: 'field', key: segment, label: fieldLabel(node, segment) })
    } else {
      steps.push({ kind: 'entry', key: segment, noun: node?.['x-item-noun'] ?? 'entry', name: itemName(next) })
      node = recordValues(node)
    }
    value = next
  }
  return steps
}
