import type { FormField } from './schema.ts'
import { fieldRules } from './kinds/rules.ts'

/**
 * The rules of kinds/ applied to one field: the browser checks values with `checkValue` and the
 * server validates with the JSON Schema from `valueSchema`. A test proves both agree.
 */

export const maxLengthOf = (field: FormField): number => fieldRules[field.kind].maxLength

/** JSON Schema for one field's value. An optional field may also be sent empty. */
export function valueSchema(field: FormField): Record<string, unknown> {
  const base: Record<string, unknown> = { type: 'string', maxLength: maxLengthOf(field) }
  const pattern = fieldRules[field.kind].pattern
  const options = field.kind === 'select' ? (field.options ?? []).map((option) => option.value) : undefined
  const rule: Record<string, unknown> = options ? { enum: options } : pattern ? { pattern } : {}
  if (field.kind === 'date') rule.notBeforeToday = true
  if (field.required) return { ...base, ...rule, pattern: combine('\\S', rule.pattern as string | undefined) }
  return Object.keys(rule).length === 0 ? base : { ...base, anyOf: [{ const: '' }, rule] }
}

/** Both patterns must match: the first as a lookahead. */
const combine = (first: string, second?: string) => (second ? `^(?=[\\s\\S]*${first})${second.slice(1)}` : first)

export type ValueProblem = 'missing' | 'invalid'

/** The browser's check of one value: the same rules as `valueSchema`, without a schema library. */
export function checkValue(field: FormField, value: string, today: string): ValueProblem | undefined {
  if (field.required ? !/\S/.test(value) : value === '') return field.required ? 'missing' : undefined
  if (value.length > maxLengthOf(field)) return 'invalid'
  if (field.kind === 'select')
    return (field.options ?? []).some((option) => option.value === value) ? undefined : 'invalid'
  const pattern = fieldRules[field.kind].pattern
  if (pattern && !new RegExp(pattern).test(value)) return 'invalid'
  if (field.kind === 'date' && !isOnOrAfter(value, today)) return 'invalid'
  return undefined
}

/** A real calendar date, not before `today`: what `notBeforeToday` means on both sides. */
export function isOnOrAfter(value: string, today: string): boolean {
  return isRealDate(value) && value >= today
}

export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/** Today's date where the business is, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

export const businessTimeZone = 'Africa/Nairobi'

export function messageFor(field: FormField, problem: ValueProblem): string {
  return problem === 'missing'
    ? (field.required ?? `${field.label} is required`)
    : (field.invalid ?? fieldRules[field.kind].invalidMessage)
}
