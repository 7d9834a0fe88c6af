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

/** How far ahead a date field accepts a day. */
export const bookingYearsAhead = 2

/** JSON Schema for one field's value. An optional field may also be sent empty. */
export function valueSchema(field: FormField): Record<string, unknown> {
  const base: Record<string, unknown> = { type: 'string', maxLength: maxLengthOf(field) }
  const pattern = fieldRules[field.kind].pattern
  const options = field.kind === 'select' ? (field.options ?? []).map((option) => option.value) : undefined
  const rule: Record<string, unknown> = options ? { enum: options } : pattern ? { pattern } : {}
  if (field.kind === 'date') rule.bookableDate = true
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
  if (field.kind === 'select')
    return (field.options ?? []).some((option) => option.value === value) ? undefined : 'invalid'
  const pattern = fieldRules[field.kind].pattern
  if (pattern && !new RegExp(pattern, 'u').test(value)) return 'invalid'
  if (field.kind === 'date' && !isBookableDate(value, today)) return 'invalid'
  return undefined
}

/** A real calendar date from `today` up to `latestBookableDay`: what `bookableDate` means on both sides. */
export function isBookableDate(value: string, today: string): boolean {
  return isRealDate(value) && value >= today && value <= latestBookableDay(today)
}

/** The last day a date field accepts: the same day `bookingYearsAhead` years on (the 28th for a 29 February). */
export function latestBookableDay(today: string): string {
  const [year = '', month = '', day = ''] = today.split('-')
  const later = `${String(Number(year) + bookingYearsAhead).padStart(4, '0')}-${month}-${day}`
  return isRealDate(later) ? later : `${later.slice(0, 8)}28`
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
