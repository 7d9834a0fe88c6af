import { clockInWords } from '../../../model/time/local-time.ts'
import { fillWords } from '../../../words/fill-words.ts'
import type { FieldRule } from '../field-rule.ts'
import { isTimeWithin, timeBoundsOf, timePattern, timesInWords } from './time-bounds.ts'

const isWholeDay = ({ min, max }: { min: string; max: string }) => min === '00:00' && max === '23:59'

export const timeRule: FieldRule = {
  words: 'Time of day',
  alsoCalled: ['clock', 'hour'],
  maxLength: 5,
  pattern: timePattern,
  allows: (value, field) => isTimeWithin(value, timeBoundsOf(field)),
  invalidMessage: (field, { words }) =>
    fillWords(words.formInvalidTime, { times: timesInWords(timeBoundsOf(field), words) }),
  hint: (field, { words, locale }) => {
    const bounds = timeBoundsOf(field)
    if (isWholeDay(bounds) && bounds.step === 1) return undefined
    const times = timesInWords(bounds, words)
    return `${times.charAt(0).toLocaleUpperCase(locale)}${times.slice(1)}.`
  },
  shown: clockInWords,
  columnWidth: 10,
}
