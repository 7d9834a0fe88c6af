import type { FieldRule } from '../field-rule.ts'

export const textRule: FieldRule = {
  words: 'One line of text',
  maxLength: 200,
  invalidMessage: 'Please shorten this to 200 characters.',
  columnWidth: 20,
}
