import type { Completion, CompletionResult } from '@codemirror/autocomplete'
import { kindOf, type JsonSchema } from '../form/json-schema.ts'
import { cursorContext } from './cursor-context.ts'
import { childSchema, schemaAt } from './schema-at.ts'

const opensNested = new Set(['object', 'record', 'list', 'blocks'])

function keyOptions(schema: JsonSchema, used: ReadonlySet<string>, isFollowed: boolean): Completion[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {})
    .filter(([key]) => !used.has(key))
    .map(([key, child]) => ({
      label: key,
      type: 'property',
      detail: required.has(key) ? 'required' : undefined,
      info: child.description,
      // A key whose value is a list or a map goes on with its own lines; any other takes a value after it.
      apply: isFollowed ? key : `${key}:${opensNested.has(kindOf(child)) ? '' : ' '}`,
      boost: required.has(key) ? 1 : 0,
    }))
}

const isPlainValue = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value)

/** The values a scalar may take: its choices, or yes and no. */
function valueOptions(schema: JsonSchema): Completion[] {
  if (schema.enum) return schema.enum.filter(isPlainValue).map((value) => ({ label: String(value), type: 'enum' }))
  if (schema.const !== undefined && isPlainValue(schema.const)) return [{ label: String(schema.const), type: 'enum' }]
  if (schema.type === 'boolean') return ['true', 'false'].map((label) => ({ label, type: 'keyword' }))
  return (schema.anyOf ?? schema.oneOf ?? []).flatMap(valueOptions)
}

/** The block types a `type:` may name, each with what it shows. */
const blockTypes = (schema: JsonSchema): Completion[] =>
  (schema.oneOf ?? []).flatMap((branch) => {
    const type = branch.properties?.type?.const
    return typeof type === 'string' ? [{ label: type, type: 'type', info: branch.description }] : []
  })

/**
 * What the schema allows at `offset` in `text`: the keys not yet used in the mapping there, or the
 * values of the key before the cursor (choices, true and false, block types after `type:`). Keys
 * are offered once a letter is typed, or at once when asked for (`isExplicit`).
 */
export function schemaCompletions(
  text: string,
  offset: number,
  schema: JsonSchema,
  isExplicit = false,
): CompletionResult | null {
  const context = cursorContext(text, offset)
  if (!context || (context.position === 'key' && context.typed === '' && !isExplicit)) return null
  const mapping = schemaAt(schema, context.path, context.typeAt)
  if (!mapping) return null
  const discriminator = mapping.discriminator?.propertyName
  const options =
    context.position === 'key'
      ? mapping.properties
        ? keyOptions(mapping, context.usedKeys, context.isFollowed)
        : valueOptions(mapping)
      : context.key === discriminator && mapping.oneOf
        ? blockTypes(mapping)
        : valueOptions(childSchema(mapping, context.key!) ?? {})
  if (options.length === 0) return null
  return { from: context.from, to: context.to, options, validFor: /^[\w-]*$/ }
}
