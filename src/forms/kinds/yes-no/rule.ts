import type { FieldRule } from '../field-rule.ts'

/** The values a yes/no field sends, each with the word its answer shows as. */
export const yesNoAnswers = { yes: 'formYes', no: 'formNo' } as const

export const yesNoRule: FieldRule = {
  words: 'Yes or no',
  alsoCalled: ['yesno', 'yes/no', 'boolean', 'checkbox'],
  maxLength: 3,
  pattern: '^(yes|no)$',
  invalidMessage: (_field, { words }) => words.formInvalidYesNo,
  shown: (value, { words }) => (value === 'yes' || value === 'no' ? words[yesNoAnswers[value]] : value),
  columnWidth: 10,
}
