import type { FieldRule } from '../field-rule.ts'

export const emailRule: FieldRule = {
  words: 'Email address',
  maxLength: 254,
  // Domain labels cannot contain dots, so the pattern never backtracks on long hostile input.
  pattern: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$',
  invalidMessage: 'Enter an email address like name@example.com.',
  columnWidth: 28,
}
