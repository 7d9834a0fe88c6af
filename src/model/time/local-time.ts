import type { Business } from '../../schema/business.ts'

/** The business's time zone when site.yaml names none: the product is made for businesses in Kenya. */
export const defaultTimeZone = 'Africa/Nairobi'

/** The time zone the business keeps its hours and reads its requests in. */
export const timeZoneOf = (business: Pick<Business, 'timeZone'>): string => business.timeZone ?? defaultTimeZone

/** Today's date in `timeZone`, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

const dayMs = 24 * 60 * 60 * 1000

/** How the people of a business read moments (milliseconds since 1970), in its time zone. */
export interface LocalTime {
  /** "23 Nov 2026, 14:05". */
  moment: (at: number) => string
  /** "10:32" today, "yesterday at 16:05", and "23 Nov 2026 at 14:05" before that. */
  when: (at: number, now?: number) => string
  /** The day of the moment, as YYYY-MM-DD. */
  day: (at: number) => string
}

const formatters = new Map<string, LocalTime>()

/** The moments of `timeZone` in words, made once per zone. */
export function localTime(timeZone: string): LocalTime {
  const known = formatters.get(timeZone)
  if (known) return known
  const full = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' })
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, timeStyle: 'short' })
  const date = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium' })
  const day = (at: number) => todayIn(timeZone, new Date(at))
  const made: LocalTime = {
    moment: (at) => full.format(at),
    when: (at, now = Date.now()) => {
      const time = clock.format(at)
      if (day(at) === day(now)) return time
      if (day(at) === day(now - dayMs)) return `yesterday at ${time}`
      return `${date.format(at)} at ${time}`
    },
    day,
  }
  formatters.set(timeZone, made)
  return made
}

/** The same moment for `<time dateTime>` and machines. */
export const machineTime = (at: number): string => new Date(at).toISOString()

/** A day written YYYY-MM-DD as people of `locale` read it: "Wed, 26 Nov 2025"; anything else as it is. */
export function dayInWords(value: string, locale = 'en-GB'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const at = Date.parse(`${value}T00:00:00Z`)
  if (Number.isNaN(at) || !new Date(at).toISOString().startsWith(value)) return value
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at)
}

/** A time of day as site.yaml and the forms write it: 24-hour, two digits each, like "08:00". */
export const timePattern = '^([01][0-9]|2[0-3]):[0-5][0-9]$'

const time = new RegExp(timePattern)

export const isTime = (value: unknown): value is string => typeof value === 'string' && time.test(value)

/** "08:30" → 510. */
export const minutesOf = (value: string): number => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5))

/** A time of day written HH:MM as people read it on a 24-hour clock: "08:00" → "8:00"; anything else as it is. */
export const clockInWords = (value: string): string => (isTime(value) ? value.replace(/^0(?=\d)/, '') : value)
