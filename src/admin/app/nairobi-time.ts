import { businessTimeZone, todayIn } from '../../forms/rules.ts'

const nairobiTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** A moment (milliseconds since 1970) as the office reads it, in the business's time: "23 Nov 2026, 14:05". */
export const formatNairobiTime = (moment: number): string => nairobiTime.format(moment)

/** The same moment for `<time dateTime>`. */
export const machineTime = (moment: number): string => new Date(moment).toISOString()

const nairobiClock = new Intl.DateTimeFormat('en-GB', { timeZone: businessTimeZone, timeStyle: 'short' })
const nairobiDay = new Intl.DateTimeFormat('en-GB', { timeZone: businessTimeZone, dateStyle: 'medium' })
const dayMs = 24 * 60 * 60 * 1000

/**
 * When something happened, as one says it in the office, in the business's time: "10:32" today,
 * "yesterday at 16:05", and "23 Nov 2026 at 14:05" before that.
 */
export function nairobiWhen(moment: number, now = Date.now()): string {
  const dayOf = (at: number) => todayIn(businessTimeZone, new Date(at))
  const clock = nairobiClock.format(moment)
  if (dayOf(moment) === dayOf(now)) return clock
  if (dayOf(moment) === dayOf(now - dayMs)) return `yesterday at ${clock}`
  return `${nairobiDay.format(moment)} at ${clock}`
}
