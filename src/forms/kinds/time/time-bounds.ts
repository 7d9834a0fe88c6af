import { clockInWords, isTime, minutesOf } from '../../../model/time/local-time.ts'
import { fillWords } from '../../../words/fill-words.ts'
import type { Words } from '../../../words/words.ts'
import type { FieldLimits } from '../field-rule.ts'

export { timePattern } from '../../../model/time/local-time.ts'

/** What a time field takes: from `min` to `max`, in steps of `step` minutes counted from `min`. */
export interface TimeBounds {
  min: string
  max: string
  step: number
}

/**
 * A time field's bounds: its own `min` and `max` (which the build fills from the opening hours when site.yaml
 * leaves them out), else the whole day; any minute unless `step` says otherwise.
 */
export function timeBoundsOf(field: FieldLimits): TimeBounds {
  return {
    min: isTime(field.min) ? field.min : '00:00',
    max: isTime(field.max) ? field.max : '23:59',
    step: field.step !== undefined && Number.isInteger(field.step) && field.step > 0 ? field.step : 1,
  }
}

export function isTimeWithin(value: string, bounds: TimeBounds): boolean {
  if (!isTime(value)) return false
  const minutes = minutesOf(value)
  const from = minutesOf(bounds.min)
  return minutes >= from && minutes <= minutesOf(bounds.max) && (minutes - from) % bounds.step === 0
}

/** "between 8:00 and 18:00", and the steps when there are any: ", every 30 minutes"; in `words`' language. */
export function timesInWords({ min, max, step }: TimeBounds, words: Words): string {
  const times = fillWords(words.formTimesBetween, { from: clockInWords(min), to: clockInWords(max) })
  if (step === 1) return times
  return step === 60
    ? fillWords(words.formTimesEveryHour, { times })
    : fillWords(words.formTimesEveryMinutes, { times, minutes: step })
}
