import { markerFor, type LeafPath } from './example-leaves.ts'

/** The parts of a block's JSON schema this walk reads. */
interface FieldSchema {
  type?: string
  properties?: Record<string, FieldSchema>
  required?: readonly string[]
  items?: FieldSchema
  anyOf?: readonly FieldSchema[]
  enum?: readonly unknown[]
  const?: unknown
  'x-button'?: boolean
}

/** A field the schema offers and the example leaves out, with a value of its kind. */
export interface AbsentField {
  path: LeafPath
  /** The field's place in the schema: `cards[].image` for the image of any card. */
  name: string
  value: unknown
}

/** A small value `schema` accepts in shape, its words and numbers unlike any example's. */
export function sampleOf(schema: FieldSchema, index = 0): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.anyOf?.[0]) return sampleOf(schema.anyOf[0], index)
  if (schema.type === 'object')
    return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key] ?? {})]))
  if (schema.type === 'array') return [sampleOf(schema.items ?? {}, index)]
  if (schema.type === 'number' || schema.type === 'integer') return markerFor(0, index)
  if (schema.type === 'boolean') return true
  return markerFor('', index)
}

/** The optional fields of `schema` that `value` leaves out, each named once, however many list items lack it. */
export function absentFields(schema: object, value: unknown): AbsentField[] {
  const found = new Map<string, AbsentField>()
  const walk = (node: FieldSchema, at: unknown, path: LeafPath, name: string) => {
    if (Array.isArray(at) && node.items)
      at.forEach((item, index) => walk(node.items!, item, [...path, index], `${name}[]`))
    if (typeof at !== 'object' || at === null || Array.isArray(at) || !node.properties) return
    // A button takes one action of several, and the button kit of src/ui/buttons draws each: adding a second to the
    // example's button would make a button the checker refuses.
    if (node['x-button']) return
    for (const [key, field] of Object.entries(node.properties)) {
      const fieldName = name ? `${name}.${key}` : key
      if (key in at) walk(field, (at as Record<string, unknown>)[key], [...path, key], fieldName)
      else if (!found.has(fieldName))
        found.set(fieldName, { path: [...path, key], name: fieldName, value: sampleOf(field, found.size) })
    }
  }
  walk(schema as FieldSchema, value, [], '')
  return [...found.values()]
}
