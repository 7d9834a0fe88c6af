import { fillWords } from '../../../words/fill-words.ts'
import { figuresIn } from '../../form-language.ts'
import type { FieldRule } from '../field-rule.ts'

const maxLength = 5000

export const textareaRule: FieldRule = {
  words: 'Several lines of text',
  alsoCalled: ['message', 'multiline', 'paragraph'],
  maxLength,
  invalidMessage: (_field, { words, locale }) => fillWords(words.formTooLong, { max: figuresIn(maxLength, locale) }),
  columnWidth: 50,
}
