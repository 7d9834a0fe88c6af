import type { TSchema } from '@sinclair/typebox'

/** Marks of values that other parts of the site refer to or that are not words: they never change by language. */
const notWords = [
  'x-link',
  'x-public-file',
  'x-phone',
  'x-phone-label',
  'x-form-ref',
  'x-web-address',
  'x-advanced',
  'x-same-in-every-language',
]

type Json = Record<string, unknown>

const isWordsField = (schema: Json): boolean =>
  schema.type === 'string' &&
  schema.pattern === undefined &&
  schema.enum === undefined &&
  schema.format === undefined &&
  !notWords.some((mark) => schema[mark])

/** A field's label and its list's item names, which the translation's copy keeps (see `labelled` in fields.ts). */
const namesOf = (json: Json): Json => ({
  'x-label': json['x-label'],
  'x-question': json['x-question'],
  'x-item-noun': json['x-item-noun'],
  'x-item-name': json['x-item-name'],
  'x-item-name-first': json['x-item-name-first'],
})

/**
 * The part of `schema` that a translation may give: its words (labels, headings, messages, descriptions of
 * pictures) and the objects and lists that hold them, each optional. Links, files, numbers, names and choices
 * are left out, as they come from the main language. Undefined when `schema` holds no words at all.
 */
export function textsOnly(schema: TSchema): TSchema | undefined {
  const json = schema as Json
  if (isWordsField(json)) {
    const { description, minLength, maxLength, hint, 'x-long-text': long, 'x-markdown': markdown } = json
    return strip({
      type: 'string',
      description,
      minLength,
      maxLength,
      hint,
      'x-long-text': long,
      'x-markdown': markdown,
      ...namesOf(json),
    })
  }
  if (json.type === 'array') {
    const items = textsOnly(json.items as TSchema)
    return items && strip({ type: 'array', items, description: json.description, ...namesOf(json) })
  }
  const variants = (json.anyOf ?? json.oneOf) as TSchema[] | undefined
  if (variants)
    return objectOf(
      variants.map((variant) => (variant as Json).properties as Json | undefined),
      json,
    )
  if (json.type === 'object' && json.properties) return objectOf([json.properties as Json], json)
  if (json.type === 'object' && json.additionalProperties && typeof json.additionalProperties === 'object') {
    const values = textsOnly(json.additionalProperties as TSchema)
    return (
      values &&
      strip({
        type: 'object',
        additionalProperties: values,
        propertyNames: json.propertyNames,
        description: json.description,
        ...namesOf(json),
      })
    )
  }
  if (json.type === 'object' && json.patternProperties) {
    const entries = Object.entries(json.patternProperties as Record<string, TSchema>).flatMap(([pattern, value]) => {
      const values = textsOnly(value)
      return values ? [[pattern, values] as const] : []
    })
    if (entries.length === 0) return undefined
    return strip({
      type: 'object',
      patternProperties: Object.fromEntries(entries),
      additionalProperties: false,
      description: json.description,
      ...namesOf(json),
    })
  }
  return undefined
}

/** An object of the words of every variant's properties, all optional. */
function objectOf(variants: (Json | undefined)[], json: Json): TSchema | undefined {
  const properties: Json = {}
  for (const variant of variants)
    for (const [key, value] of Object.entries(variant ?? {})) {
      const words = textsOnly(value as TSchema)
      if (words && !(key in properties)) properties[key] = words
    }
  if (Object.keys(properties).length === 0) return undefined
  return strip({
    type: 'object',
    properties,
    additionalProperties: false,
    description: json.description,
    ...namesOf(json),
  })
}

const strip = (json: Json): TSchema =>
  Object.fromEntries(Object.entries(json).filter(([, value]) => value !== undefined)) as TSchema
