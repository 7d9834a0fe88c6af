import { isTime } from '../model/time/local-time.ts'

/** How a page writes dates, times and numbers: in its language, on the business's clock. */
export interface Formats {
  /** A day written YYYY-MM-DD, in full: "2 October 2026", "2 Oktoba 2026"; anything else as it is. */
  day: (value: string) => string
  /** A time of day written HH:MM, as site.yaml gives opening hours: "8am", "6:30pm", "8:00 asubuhi"; anything else as it is. */
  timeOfDay: (value: string) => string
  /** The time of a moment on the business's clock: "3:46am", "3:46 usiku". */
  clock: (at: number | Date) => string
  /** A number with the language's separators: "1,200". */
  number: (value: number) => string
}

/** A clock in a language: what each language writes for a time of day. */
function clockIn(locale: string, timeZone: string): (at: Date) => string {
  const language = locale.split('-')[0]!.toLowerCase()
  if (language === 'en') {
    // English pages write times as the product always has: "8am", "6:30pm", without a space or ":00".
    const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone })
    return (at) => {
      const parts = format.formatToParts(at)
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? ''
      const minute = part('minute')
      return `${part('hour')}${minute === '00' ? '' : `:${minute}`}${part('dayPeriod').toLowerCase()}`
    }
  }
  if (language === 'sw') {
    // A 12-hour time in Swahili names its part of the day ("8:00 asubuhi"), so it is not read as Swahili time.
    const format = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      dayPeriod: 'short',
      timeZone,
    })
    return (at) => format.format(at)
  }
  const format = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone })
  return (at) => format.format(at)
}

const made = new Map<string, Formats>()

/** The formats of a page in `locale` for a business keeping `timeZone`, made once for each pair. */
export function formatsFor(locale: string, timeZone: string): Formats {
  const key = `${locale} ${timeZone}`
  const known = made.get(key)
  if (known) return known
  // A day and a time of day from site.yaml name no moment: they are written as given, whatever the zone.
  const fullDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  const timeOfDay = clockIn(locale, 'UTC')
  const clock = clockIn(locale, timeZone)
  const number = new Intl.NumberFormat(locale)
  const formats: Formats = {
    day: (value) => {
      const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN
      return Number.isNaN(at) ? value : fullDay.format(at)
    },
    timeOfDay: (value) => (isTime(value) ? timeOfDay(new Date(`1970-01-01T${value}:00Z`)) : value),
    clock: (at) => clock(new Date(at)),
    number: (value) => number.format(value),
  }
  made.set(key, formats)
  return formats
}
