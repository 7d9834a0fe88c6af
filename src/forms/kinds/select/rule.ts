import type { FieldRule } from '../field-rule.ts'

/** The allowed values are the field's options; the form engine adds them, and shows a choice by its label. */
export const selectRule: FieldRule = {
  words: 'Choice from a list',
  maxLength: 100,
  invalidMessage: (_field, { words }) => words.formInvalidChoice,
  columnWidth: 22,
}
