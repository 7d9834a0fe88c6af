import type { FormField } from './schema.ts'
import { fieldRules } from './kinds/rules.ts'

/**
 * The rules of kinds/ applied to one field: the browser checks values with `checkValue` and the
 * server validates with the JSON Schema from `valueSchema`. A test proves both agree.
 */

export const maxLengthOf = (field: FormField): number => fieldRules[field.kind].maxLength

/**
 * A character that shows: not white space, and none of the invisible ones `\s` lets through (zero-width
 * spaces and joiners, soft hyphens and the like). A required field needs one. Written for the `u` flag.
 */
const visibleCharacter = '[^\\s\\p{Default_Ignorable_Code_Point}]'

const visiblePattern = new RegExp(visibleCharacter, 'u')

/** True when the value has a character that shows, as a required field needs. */
export const hasVisibleCharacter = (value: string): boolean => visiblePattern.test(value)

/**
 * The JSON Schema keyword for a kind's `allows`, naming the field: the receiver's validator adds it, and
 * runs the kind's rule on the field's value.
 */
export const allowedByKindKeyword = 'allowedByKind'

/** JSON Schema for one field's value. An optional field may also be sent empty. */
export function valueSchema(field: FormField): Record<string, unknown> {
  const base: Record<string, unknown> = { type: 'string', maxLength: maxLengthOf(field) }
  const { pattern, allows, choices } = fieldRules[field.kind]
  const options = choices?.(field)
  const rule: Record<string, unknown> = options ? { enum: options } : pattern ? { pattern } : {}
  if (allows) rule[allowedByKindKeyword] = field.name
  if (field.required)
    return { ...base, ...rule, pattern: combine(visibleCharacter, rule.pattern as string | undefined) }
  return Object.keys(rule).length === 0 ? base : { ...base, anyOf: [{ const: '' }, rule] }
}

/** Both patterns must match: the first as a lookahead. */
const combine = (first: string, second?: string) => (second ? `^(?=[\\s\\S]*${first})${second.slice(1)}` : first)

export type ValueProblem = 'missing' | 'invalid'

/** The browser's check of one value: the same rules as `valueSchema`, without a schema library. */
export function checkValue(field: FormField, value: string, today: string): ValueProblem | undefined {
  if (field.required ? !hasVisibleCharacter(value) : value === '') return field.required ? 'missing' : undefined
  if (value.length > maxLengthOf(field)) return 'invalid'
  const { pattern, allows, choices } = fieldRules[field.kind]
  if (choices) return choices(field).includes(value) ? undefined : 'invalid'
  if (pattern && !new RegExp(pattern, 'u').test(value)) return 'invalid'
  if (allows && !allows(value, field, today)) return 'invalid'
  return undefined
}
