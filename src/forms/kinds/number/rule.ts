import { fillWords } from '../../../words/fill-words.ts'
import type { FieldRule } from '../field-rule.ts'
import { isNumberWithin, numberBoundsOf, numberPattern, numbersInWords } from './number-bounds.ts'

export const numberRule: FieldRule = {
  words: 'Number',
  alsoCalled: ['integer', 'quantity'],
  maxLength: 20,
  pattern: numberPattern,
  allows: (value, field) => isNumberWithin(value, numberBoundsOf(field)),
  invalidMessage: (field, language) =>
    fillWords(language.words.formInvalidNumber, { numbers: numbersInWords(numberBoundsOf(field), language) }),
  columnWidth: 10,
}
