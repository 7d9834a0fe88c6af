import { limitNumber } from '../../forms/kinds/number/number-bounds.ts'
import { isRecord } from '../../model/is-record.ts'
import { isTime, minutesOf } from '../../model/time/local-time.ts'
import { messages } from '../messages.ts'
import { suggestTime } from '../suggestions/value-suggestions.ts'
import { asArray } from './routes.ts'
import type { Context } from './semantic-context.ts'

const limitKeys = ['min', 'max', 'step'] as const

/** The longest step a time field may have: half a day. */
const longestTimeStep = 720

/**
 * A time field's `min` and `max` are 24-hour times, a number field's are numbers, and either's `min` comes
 * before its `max`; `step` is minutes for a time and above 0 for a number; other kinds have none of them.
 */
export function checkFieldLimits({ data, report, where }: Context) {
  if (!isRecord(data.forms)) return
  for (const [formId, form] of Object.entries(data.forms)) {
    asArray(isRecord(form) ? form.fields : undefined).forEach((field, fieldIndex) => {
      if (!isRecord(field)) return
      const at = (key: string) => ['forms', formId, 'fields', fieldIndex, key]
      const isTimeField = field.kind === 'time'
      if (!isTimeField && field.kind !== 'number') {
        for (const key of limitKeys)
          if (field[key] !== undefined)
            report(messages.limitOnlyForTimeOrNumber(where(at(key)), key), at(key), { onKey: true })
        return
      }
      const bounds: Partial<Record<'min' | 'max', { value: number; written: string }>> = {}
      for (const key of ['min', 'max'] as const) {
        const value = field[key]
        if (value === undefined) continue
        if (isTimeField && !isTime(value)) {
          const fixed = typeof value === 'string' ? suggestTime(value) : undefined
          report(messages.badTimeLimit(where(at(key)), value, fixed), at(key))
        } else if (isTimeField) bounds[key] = { value: minutesOf(value as string), written: `"${String(value)}"` }
        else {
          const number = limitNumber(value)
          if (number === undefined) report(messages.badNumberLimit(where(at(key)), value), at(key))
          else bounds[key] = { value: number, written: String(number) }
        }
      }
      const { min, max } = bounds
      if (min && max && min.value > max.value)
        report(messages.minAfterMax(where(at('min')), min.written, max.written, isTimeField), at('min'))
      if (field.step === undefined) return
      const step = field.step
      const isGoodStep =
        typeof step === 'number' &&
        (isTimeField ? Number.isInteger(step) && step >= 1 && step <= longestTimeStep : step > 0)
      if (!isGoodStep) report(messages.badStep(where(at('step')), step, isTimeField), at('step'))
    })
  }
}

/** The time zones this machine knows: the IANA names, such as "Africa/Nairobi". */
const knownZones = (): string[] => Intl.supportedValuesOf('timeZone')

/** `business.timeZone` names a time zone: the e-mails, the inbox and the form's days are read in it. */
export function checkTimeZone({ data, report, where }: Context) {
  const zone = isRecord(data.business) ? data.business.timeZone : undefined
  if (typeof zone !== 'string' || zone === '') return
  const zones = knownZones()
  if (zones.includes(zone) || isZoneKnownByAnotherName(zone)) return
  const path = ['business', 'timeZone']
  report(messages.unknownTimeZone(where(path), zone, zones), path)
}

/** "UTC" and old names such as "Asia/Calcutta" are zones the list gives under another name; Intl still knows them. */
function isZoneKnownByAnotherName(zone: string): boolean {
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone
    return /\//.test(zone) || resolved === 'UTC'
  } catch {
    return false
  }
}
