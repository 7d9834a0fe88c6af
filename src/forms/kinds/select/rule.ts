import type { FieldRule } from '../field-rule.ts'

/** The allowed values are the field's options; the form engine adds them, and shows a choice by its label. */
export const selectRule: FieldRule = {
  words: 'Choice from a list',
  alsoCalled: ['dropdown', 'list', 'choice', 'options', 'radio'],
  maxLength: 100,
  choices: (field) => (field.options ?? []).map((option) => option.value),
  invalidMessage: (_field, { words }) => words.formInvalidChoice,
  columnWidth: 22,
}
