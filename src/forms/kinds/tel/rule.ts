import type { FieldRule } from '../field-rule.ts'

export const telRule: FieldRule = {
  words: 'Phone number',
  maxLength: 25,
  pattern: '^\\+?[0-9][0-9 ()-]{5,18}[0-9]$',
  invalidMessage: 'Enter a phone number, for example 0712 345 678 or +254 712 345 678.',
  columnWidth: 18,
}
