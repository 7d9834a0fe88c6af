import { isRecord } from '../../model/is-record.ts'
import { blockBranch, labelOf, recordValueSchema, type JsonSchema, type Path } from './form/json-schema.ts'
import { itemName } from '../../model/words/item-name.ts'

const ordinal = (index: number): string => {
  const n = index + 1
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

const singular = (label: string): string =>
  label.endsWith('ies') ? `${label.slice(0, -3)}y` : label.endsWith('s') ? label.slice(0, -1) : label

const childSchema = (schema: JsonSchema | undefined, part: string | number, value: unknown): JsonSchema | undefined => {
  if (!schema) return undefined
  if (typeof part === 'number') {
    const items = schema.items ?? schema
    const type = isRecord(value) && typeof value.type === 'string' ? value.type : undefined
    return type && items.oneOf ? blockBranch(items, type) : items
  }
  return schema.properties?.[part] ?? recordValueSchema(schema)
}

/**
 * Where a value of the site is, in the words of the editor's form: ["services", 2, "image", "src"]
 * → "Services, 3rd service (Repairs), Picture".
 */
export function pathInWords(path: Path, data: unknown, schema?: JsonSchema): string {
  const words: string[] = []
  let value: unknown = data
  let node = schema
  let parentLabel = ''
  for (const part of path) {
    const next: unknown = isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[part] : undefined
    const nextNode = childSchema(node, part, next)
    if (typeof part === 'number') {
      const blockLabel = nextNode?.['x-label']
      const name = itemName(next)
      const what = blockLabel ? 'section' : singular(parentLabel).toLowerCase() || 'item'
      const detail = blockLabel ?? (name && name !== String(next) ? name : undefined)
      words.pop()
      words.push(`${parentLabel}: ${ordinal(part)} ${what}${detail ? ` (${detail})` : ''}`)
    } else if (part.startsWith('/')) {
      const title = isRecord(next) && typeof next.title === 'string' ? next.title : undefined
      words.pop()
      words.push(`Page ${title ? `“${title}”` : part}`)
    } else {
      parentLabel = nextNode?.['x-label'] ?? labelOf(part)
      words.push(parentLabel)
      if (part === 'blocks') parentLabel = 'Sections'
    }
    value = next
    node = nextNode
  }
  return words.join(', ')
}
