import type { ErrorObject } from 'ajv'
import { messages } from './messages.ts'
import { describePath, isRecord, pointerToSegments } from './path-words.ts'
import type { Explanation, Problem } from './problem.ts'
import { closestMatch } from './suggest.ts'
import { keyPosition, valuePosition, type PathSegment, type SourceFile } from './source.ts'

type SchemaNode = Record<string, unknown>

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of keys',
}

/** Turns ajv's errors into problems an editor can act on, at their place in site.yaml. */
export function explainSchemaErrors(errors: readonly ErrorObject[], data: unknown, source: SourceFile): Problem[] {
  const problems: Problem[] = []
  const seen = new Set<string>()
  const misspelt = misspeltKeys(errors)
  for (const error of errors) {
    if (isExplainedElsewhere(error, misspelt)) continue
    const problem = explain(error, data, source)
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

function explain(error: ErrorObject, data: unknown, source: SourceFile): Problem | undefined {
  const segments = pointerToSegments(error.instancePath, data)
  const where = describePath(segments, data)
  const schema = (error.parentSchema ?? {}) as SchemaNode
  const at = (path: readonly PathSegment[], onKey = false) => (onKey ? keyPosition : valuePosition)(source, path)
  const problem = (explanation: Explanation, path: readonly PathSegment[] = segments, onKey = false): Problem => ({
    severity: 'error',
    file: source.name,
    ...at(path, onKey),
    ...explanation,
  })

  if (error.propertyName !== undefined) {
    if (error.keyword === 'propertyNames') return undefined
    const keySchema = (schema.propertyNames ?? schema) as SchemaNode
    return problem(
      messages.badFormat(
        `${where} "${error.propertyName}"`,
        String(keySchema.expected ?? 'a different name'),
        error.propertyName,
        keySchema.hint as string | undefined,
      ),
      [...segments, error.propertyName],
      true,
    )
  }

  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String((error.params as { additionalProperty: string }).additionalProperty)
      const allowed = Object.keys((schema.properties ?? {}) as SchemaNode).filter((name) => name !== 'type')
      return problem(messages.unknownKey(where, key, allowed), [...segments, key], true)
    }
    case 'required': {
      const key = String((error.params as { missingProperty: string }).missingProperty)
      const property = ((schema.properties ?? {}) as Record<string, SchemaNode>)[key]
      return problem(messages.missingKey(where, key, property?.description as string | undefined))
    }
    case 'discriminator': {
      const params = error.params as { error: string; tagValue?: unknown }
      const known = ((schema.oneOf ?? []) as SchemaNode[]).map((branch) => String(branch.title))
      if (params.error === 'mapping' && typeof params.tagValue === 'string') {
        return problem(messages.unknownBlockType(where, params.tagValue, known), [...segments, 'type'])
      }
      return problem(messages.missingBlockType(where, known))
    }
    case 'type': {
      const expected = String((error.params as { type: string }).type)
      return problem(messages.wrongType(where, typeWords[expected] ?? expected, error.data))
    }
    case 'enum':
      return problem(
        messages.notAllowed(where, (error.params as { allowedValues: string[] }).allowedValues, error.data),
      )
    case 'const':
      return problem(
        messages.notAllowed(where, [String((error.params as { allowedValue: unknown }).allowedValue)], error.data),
      )
    case 'pattern':
    case 'format': {
      const expected = String(schema.expected ?? `text matching ${String(error.schema)}`)
      const missingSlash = schema['x-link'] === true && typeof error.data === 'string' && /^[\w-]+$/.test(error.data)
      const hint = missingSlash ? `Page addresses start with a slash: write "/${String(error.data)}".` : schema.hint
      return problem(messages.badFormat(where, expected, error.data, hint as string | undefined))
    }
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
      return problem({ message: `${where}: ${error.message ?? 'is not valid'}` })
  }
}

export { isRecord }
