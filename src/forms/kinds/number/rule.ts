import type { FieldRule } from '../field-rule.ts'
import { isNumberWithin, numberBoundsOf, numberPattern, numbersInWords } from './number-bounds.ts'

export const numberRule: FieldRule = {
  words: 'Number',
  maxLength: 20,
  pattern: numberPattern,
  allows: (value, field) => isNumberWithin(value, numberBoundsOf(field)),
  invalidMessage: (field) => `Please enter ${numbersInWords(numberBoundsOf(field))}, in figures.`,
  columnWidth: 10,
}
