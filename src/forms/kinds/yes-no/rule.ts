import type { FieldRule } from '../field-rule.ts'

/** The values a yes/no field sends, and the words its answers show as. */
export const yesNoAnswers = { yes: 'Yes', no: 'No' } as const

export const yesNoRule: FieldRule = {
  words: 'Yes or no',
  maxLength: 3,
  pattern: '^(yes|no)$',
  invalidMessage: 'Please answer yes or no.',
  shown: (value) => (value === 'yes' || value === 'no' ? yesNoAnswers[value] : value),
  columnWidth: 10,
}
