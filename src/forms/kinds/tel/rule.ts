import type { FieldRule } from '../field-rule.ts'

export const telRule: FieldRule = {
  words: 'Phone number',
  alsoCalled: ['phone', 'telephone', 'mobile'],
  maxLength: 25,
  pattern: '^\\+?[0-9][0-9 ()-]{5,18}[0-9]$',
  invalidMessage: (_field, { words }) => words.formInvalidPhone,
  columnWidth: 18,
}
