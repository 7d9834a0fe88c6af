const dayMs = 86_400_000

/** A local date as whole days since 1970-01-01: 2 or 3 bytes in SQLite where the text takes 10. */
export type DayNumber = number

/** The day number of a YYYY-MM-DD date. */
export const dayNumberOf = (date: string): DayNumber => Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs)

/** The YYYY-MM-DD date of a day number. */
export const dateOf = (day: DayNumber): string => new Date(day * dayMs).toISOString().slice(0, 10)

/**
 * The local day of a moment in `timeZone`. Time zones differ from UTC by whole minutes, so the answer is
 * kept for the minute: thousands of events a second cost one date formatting a minute.
 */
export function localDays(timeZone: string): (ms: number) => DayNumber {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  let minute = Number.NaN
  let day = 0
  return (ms) => {
    const now = Math.floor(ms / 60_000)
    if (now !== minute) {
      minute = now
      day = dayNumberOf(format.format(ms))
    }
    return day
  }
}
