import type { FieldRule } from '../types.ts'

/** Besides the pattern, a date must be a real day from today up to two years ahead (checked by the form engine). */
export const dateRule: FieldRule = {
  maxLength: 10,
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  invalidMessage: 'Choose a date from today onwards. We take bookings up to two years ahead.',
}
