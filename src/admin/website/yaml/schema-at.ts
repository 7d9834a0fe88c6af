import { blockBranch, type JsonSchema, type Path } from '../form/json-schema.ts'

const matches = (pattern: string, key: string) => {
  try {
    return new RegExp(pattern, 'u').test(key)
  } catch {
    return false
  }
}

/** The schema of one key or item inside `schema`. */
export function childSchema(schema: JsonSchema, part: string | number): JsonSchema | undefined {
  if (typeof part === 'number') return schema.items
  return (
    schema.properties?.[part] ??
    Object.entries(schema.patternProperties ?? {}).find(([pattern]) => matches(pattern, part))?.[1]
  )
}

/** A block's own schema once its `type` is known; the shared one (which offers only `type`) before. */
export function chosenBranch(schema: JsonSchema, type: string | undefined): JsonSchema {
  if (!schema.oneOf || !schema.discriminator) return schema
  return (type === undefined ? undefined : blockBranch(schema, type)) ?? schema
}

/** The schema of the value at `path`, choosing each block's branch by the `type` written in it. */
export function schemaAt(
  root: JsonSchema,
  path: Path,
  typeAt: (path: Path) => string | undefined,
): JsonSchema | undefined {
  let schema: JsonSchema | undefined = chosenBranch(root, typeAt([]))
  for (let depth = 0; depth < path.length && schema; depth++) {
    const child: JsonSchema | undefined = childSchema(schema, path[depth]!)
    schema = child && chosenBranch(child, typeAt(path.slice(0, depth + 1)))
  }
  return schema
}
