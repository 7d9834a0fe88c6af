import type { FieldRule } from '../field-rule.ts'

export const textareaRule: FieldRule = {
  words: 'Several lines of text',
  maxLength: 5000,
  invalidMessage: 'Please shorten this to 5,000 characters.',
  columnWidth: 50,
}
