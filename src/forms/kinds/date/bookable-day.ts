/** How far ahead a date field accepts a day. */
export const bookingYearsAhead = 2

/** A real calendar date from `today` up to `latestBookableDay`: what a date field accepts on both sides. */
export function isBookableDate(value: string, today: string): boolean {
  return isRealDate(value) && value >= today && value <= latestBookableDay(today)
}

/** The last day a date field accepts: the same day `bookingYearsAhead` years on (the 28th for a 29 February). */
export function latestBookableDay(today: string): string {
  const [year = '', month = '', day = ''] = today.split('-')
  const later = `${String(Number(year) + bookingYearsAhead).padStart(4, '0')}-${month}-${day}`
  return isRealDate(later) ? later : `${later.slice(0, 8)}28`
}

export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
