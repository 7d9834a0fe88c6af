import type { FieldRule } from '../types.ts'

export const emailRule: FieldRule = {
  maxLength: 254,
  // Domain labels cannot contain dots, so the pattern never backtracks on long hostile input.
  pattern: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$',
  invalidMessage: 'Enter an email address like name@example.com.',
}
