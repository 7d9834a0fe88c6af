import type { FieldRule } from '../field-rule.ts'

export const emailRule: FieldRule = {
  words: 'Email address',
  alsoCalled: ['e-mail', 'mail'],
  maxLength: 254,
  // Domain labels cannot contain dots, so the pattern never backtracks on long hostile input.
  pattern: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$',
  invalidMessage: (_field, { words }) => words.formInvalidEmail,
  columnWidth: 28,
}
