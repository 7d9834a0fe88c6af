import type { ErrorObject } from 'ajv'
import { messages } from './messages.ts'
import { keptFromMainLanguage } from './languages/kept-from-main.ts'
import { isRecord } from '../model/is-record.ts'
import { describePath, pointerToSegments } from './path-words.ts'
import type { Explanation, Problem } from './problem.ts'
import { closestMatch } from './suggestions/suggest.ts'
import { keyPosition, valuePosition, writtenValue, type PathSegment, type SourceFile } from './source.ts'
import {
  curlyQuotesMistake,
  formatMistake,
  hintFor,
  wrongTypeMistake,
  type RefusedValue,
} from './suggestions/value-hints.ts'
import { suggestValue, type SuggestionKind } from './suggestions/value-suggestions.ts'

type SchemaNode = Record<string, unknown>

/** Turns ajv's errors into problems an editor can act on, at their place in site.yaml. */
export function explainSchemaErrors(
  errors: readonly ErrorObject[],
  data: unknown,
  source: SourceFile,
  rootSchema: unknown,
): Problem[] {
  const problems: Problem[] = []
  const seen = new Set<string>()
  const misspelt = misspeltKeys(errors)
  for (const error of errors) {
    if (isExplainedElsewhere(error, misspelt)) continue
    const problem = explain(error, data, source, rootSchema)
    if (!problem) continue
    const key = `${problem.line}:${problem.col}:${problem.message}`
    if (seen.has(key)) continue
    seen.add(key)
    problems.push(problem)
  }
  return problems
}

/** "instancePath → key" for each unknown key whose closest allowed name is the one it was meant to be. */
function misspeltKeys(errors: readonly ErrorObject[]): Set<string> {
  const keys = new Set<string>()
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties') continue
    const allowed = Object.keys(((error.parentSchema ?? {}) as SchemaNode).properties ?? {})
    const meant = closestMatch(String((error.params as { additionalProperty: string }).additionalProperty), allowed)
    if (meant) keys.add(`${error.instancePath}→${meant}`)
  }
  return keys
}

/** A required key reported missing because it was misspelt, or a block's missing type (the discriminator says it better). */
function isExplainedElsewhere(error: ErrorObject, misspelt: Set<string>): boolean {
  if (error.keyword !== 'required') return false
  const key = (error.params as { missingProperty: string }).missingProperty
  const hasDiscriminator = Boolean(((error.parentSchema ?? {}) as SchemaNode).discriminator)
  return misspelt.has(`${error.instancePath}→${key}`) || (hasDiscriminator && key === 'type')
}

function explain(error: ErrorObject, data: unknown, source: SourceFile, rootSchema: unknown): Problem | undefined {
  const segments = pointerToSegments(error.instancePath, data)
  const where = describePath(segments, data)
  const schema = (error.parentSchema ?? {}) as SchemaNode
  const refused: RefusedValue = {
    where,
    key: segments.at(-1),
    value: error.data,
    written: writtenValue(source, segments),
    isRequired: isRequiredAt(rootSchema, error.schemaPath),
  }
  const at = (path: readonly PathSegment[], onKey = false) => (onKey ? keyPosition : valuePosition)(source, path)
  const problem = (explanation: Explanation, path: readonly PathSegment[] = segments, onKey = false): Problem => ({
    severity: 'error',
    file: source.name,
    ...at(path, onKey),
    path: [...path],
    ...explanation,
  })

  if (error.propertyName !== undefined) {
    if (error.keyword === 'propertyNames') return undefined
    const keySchema = (schema.propertyNames ?? schema) as SchemaNode
    const meant = suggestValue(keySchema.suggest as SuggestionKind, error.propertyName)
    const hint = hintFor(keySchema.hint, undefined)
    return problem(
      messages.badFormat(
        `${where} "${error.propertyName}"`,
        String(keySchema.expected ?? 'a different name'),
        error.propertyName,
        meant && keySchema.suggest ? `did you mean "${meant}"? ${hint ?? ''}`.trim() : hint,
      ),
      [...segments, error.propertyName],
      true,
    )
  }

  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String((error.params as { additionalProperty: string }).additionalProperty)
      const allowed = Object.keys((schema.properties ?? {}) as SchemaNode).filter((name) => name !== 'type')
      // `{ summary: Sofas, chairs and more }` leaves "chairs and more" as a key with no value.
      const parent = pointerToSegments(error.instancePath, data).reduce<unknown>(
        (node, segment) =>
          isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined,
        data,
      )
      const isTextAfterComma = /\s/.test(key) && isRecord(parent) && parent[key] === null
      const kept = keptFromMainLanguage(data, segments, key)
      if (kept) return problem(messages.keptFromMainLanguage(where, key, kept), [...segments, key], true)
      return problem(messages.unknownKey(where, key, allowed, isTextAfterComma), [...segments, key], true)
    }
    case 'required': {
      const key = String((error.params as { missingProperty: string }).missingProperty)
      const property = ((schema.properties ?? {}) as Record<string, SchemaNode>)[key]
      return problem(
        messages.missingKey(
          where,
          key,
          property?.description as string | undefined,
          property?.['x-label'] as string | undefined,
        ),
      )
    }
    case 'discriminator': {
      const params = error.params as { error: string; tagValue?: unknown }
      const known = ((schema.oneOf ?? []) as SchemaNode[]).map((branch) => String(branch.title))
      if (params.error === 'mapping' && typeof params.tagValue === 'string') {
        return problem(messages.unknownBlockType(where, params.tagValue, known), [...segments, 'type'])
      }
      return problem(messages.missingBlockType(where, known))
    }
    case 'type':
      return problem(wrongTypeMistake(refused, String((error.params as { type: string }).type)))
    case 'enum': {
      const allowed = (error.params as { allowedValues: string[] }).allowedValues
      const meant =
        typeof error.data === 'string'
          ? (schema.meant as Record<string, string> | undefined)?.[error.data.trim().toLowerCase()]
          : undefined
      return problem(
        curlyQuotesMistake(refused, true) ??
          messages.notAllowed(where, allowed, error.data, meant, hintFor(schema.hint, refused.key)),
      )
    }
    case 'const':
      return problem(
        curlyQuotesMistake(refused, true) ??
          messages.notAllowed(where, [String((error.params as { allowedValue: unknown }).allowedValue)], error.data),
      )
    case 'pattern':
    case 'format':
      return problem(formatMistake(refused, schema, `text matching ${String(error.schema)}`))
    case 'minLength':
      return problem(messages.empty(where))
    case 'maxLength':
      return problem(messages.tooLong(where, Number(error.schema), String(error.data).length))
    case 'minItems':
      return problem(messages.tooFew(where, Number(error.schema)))
    case 'maxItems':
      return problem(messages.tooMany(where, Number(error.schema), Array.isArray(error.data) ? error.data.length : 0))
    case 'minimum':
    case 'maximum': {
      const comparison = error.keyword === 'minimum' ? 'of at least' : 'of at most'
      return problem(messages.outOfRange(where, comparison, Number(error.schema), error.data))
    }
    case 'propertyNames':
    case 'oneOf':
    case 'anyOf':
    case 'if':
      return undefined
    default:
      return problem(messages.notValid(where, error.message ?? 'is not valid'))
  }
}

/** Whether the key whose value failed is required by the object around it (ajv's schemaPath names both). */
function isRequiredAt(rootSchema: unknown, schemaPath: string): boolean | undefined {
  const steps = schemaPath
    .replace(/^#\//, '')
    .split('/')
    .map((step) => decodeURIComponent(step).replace(/~1/g, '/').replace(/~0/g, '~'))
  const key = steps.at(-2)
  if (steps.at(-3) !== 'properties' || key === undefined) return undefined
  let node: unknown = rootSchema
  for (const step of steps.slice(0, -3))
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[step] : undefined
  return isRecord(node) && Array.isArray(node.required) ? node.required.includes(key) : undefined
}
