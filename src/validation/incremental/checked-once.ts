import type { Ajv, ErrorObject, SchemaObject, SchemaValidateFunction, ValidateFunction } from 'ajv'

/**
 * The places in the site's schema of values there are many of, each checked on its own: a blog post
 * (a site may have a thousand), a page. A list of schema keys from the top.
 */
export const checkedOncePlaces: readonly (readonly string[])[] = [
  ['properties', 'blog', 'properties', 'posts', 'items'],
  ['properties', 'pages', 'patternProperties', '^(.*)$'],
]

/** Values the schema marked, by kind, each with the JSON pointer of where it was found. */
type Marked = Record<string, { pointer: string; value: unknown }[]>

/** How the marked values are collected: `swap` makes `next` the lists to collect into and returns the lists before. */
export interface MarkedValues<Found extends Marked> {
  empty(): Found
  current(): Found
  swap(next: Found): Found
}

interface Outcome<Found> {
  errors: ErrorObject[]
  marked: Found
}

const keyword = 'x-checked-once'

/**
 * The schema to compile instead of `schema`, in which each value at `places` is checked by a validator of
 * its own, and once per object: a check of a site of which one post changed checks that post again and
 * takes what it found in the other posts (their errors, their marked values) from the check before, since
 * their data is still the very same objects (see reading.ts). What the validator reports is the same, in
 * the same order, as the schema itself would report: call `restore` on its errors after each run.
 */
export function checkedOnce<Found extends Marked>(
  ajv: Ajv,
  schema: SchemaObject,
  places: readonly (readonly string[])[],
  markedValues: MarkedValues<Found>,
): { schema: SchemaObject; restore(errors: ErrorObject[] | null | undefined): void } {
  const validators: { validate: ValidateFunction; schemaPath: string; found: WeakMap<object, Outcome<Found>> }[] = []
  let top = schema
  // Each copied object of the schema on the way to a place, and the object of `schema` it stands for.
  const originals = new Map<unknown, SchemaObject>()
  for (const place of places) {
    const inner = schemaAt(schema, place)
    if (!inner) continue
    top = replaceAt(top, place, { [keyword]: validators.length }, originals)
    validators.push({
      validate: ajv.compile(inner),
      schemaPath: `#/${place.map(escape).join('/')}`,
      found: new WeakMap(),
    })
  }
  /** What each error given out should say: ajv writes its own schema path and values over them. */
  const meant = new WeakMap<ErrorObject, Pick<ErrorObject, 'schemaPath' | 'schema' | 'data'>>()

  const outcomeOf = (index: number, data: unknown): Outcome<Found> => {
    const { validate, found } = validators[index]!
    const isObject = typeof data === 'object' && data !== null
    const known = isObject ? found.get(data) : undefined
    if (known) return known
    const outer = markedValues.swap(markedValues.empty())
    validate(data)
    const outcome = { errors: validate.errors ?? [], marked: markedValues.swap(outer) }
    if (isObject) found.set(data, outcome)
    return outcome
  }

  const checkOnce: SchemaValidateFunction = (index: number, data: unknown, _parent, context) => {
    const prefix = context?.instancePath ?? ''
    const { errors, marked } = outcomeOf(index, data)
    const into = markedValues.current()
    for (const [kind, values] of Object.entries(marked))
      for (const { pointer, value } of values) into[kind]?.push({ pointer: prefix + pointer, value })
    const schemaPath = validators[index]!.schemaPath
    checkOnce.errors = errors.map((error) => {
      const given = { ...error, instancePath: prefix + error.instancePath }
      meant.set(given, { schemaPath: schemaPath + error.schemaPath.slice(1), schema: error.schema, data: error.data })
      return given
    })
    return errors.length === 0
  }
  ajv.addKeyword({ keyword, schemaType: 'number', validate: checkOnce })

  return {
    schema: top,
    restore(errors) {
      for (const error of errors ?? []) {
        const fixed = meant.get(error)
        if (fixed) Object.assign(error, fixed)
        // An error above the places names the copied schema around them: it names the schema's own.
        if (originals.has(error.schema)) error.schema = originals.get(error.schema)
        if (originals.has(error.parentSchema)) error.parentSchema = originals.get(error.parentSchema)
      }
    },
  }
}

/** A key as ajv writes it in a schema path. */
const escape = (key: string) => encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'))

function schemaAt(schema: unknown, place: readonly string[]): SchemaObject | undefined {
  const found = place.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], schema)
  return typeof found === 'object' && found !== null ? (found as SchemaObject) : undefined
}

/**
 * A copy of `schema` with `value` at `place`: only the objects on the way are copied, and `originals` learns which
 * object of the first schema each copy stands for.
 */
function replaceAt(
  schema: SchemaObject,
  place: readonly string[],
  value: SchemaObject,
  originals: Map<unknown, SchemaObject>,
): SchemaObject {
  const [key, ...rest] = place
  if (key === undefined) return value
  const copy = { ...schema, [key]: replaceAt(schema[key] as SchemaObject, rest, value, originals) }
  originals.set(copy, originals.get(schema) ?? schema)
  return copy
}
