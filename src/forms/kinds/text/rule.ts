import { fillWords } from '../../../words/fill-words.ts'
import { figuresIn } from '../../form-language.ts'
import type { FieldRule } from '../field-rule.ts'

const maxLength = 200

export const textRule: FieldRule = {
  words: 'One line of text',
  alsoCalled: ['string', 'input'],
  maxLength,
  invalidMessage: (_field, { words, locale }) => fillWords(words.formTooLong, { max: figuresIn(maxLength, locale) }),
  columnWidth: 20,
}
