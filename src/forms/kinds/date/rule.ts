import { dayInWords } from '../../../model/time/local-time.ts'
import type { FieldRule } from '../field-rule.ts'
import { isBookableDate } from './bookable-day.ts'

export const dateRule: FieldRule = {
  words: 'Day',
  alsoCalled: ['calendar', 'day'],
  maxLength: 10,
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  allows: (value, _field, today) => isBookableDate(value, today),
  invalidMessage: (_field, { words }) => words.formInvalidDate,
  shown: (value, { locale }) => dayInWords(value, locale),
  columnWidth: 14,
}
