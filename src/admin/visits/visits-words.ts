const counts = new Intl.NumberFormat('en-GB')
const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' })
const longDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/** A count as the office writes it: "1,234". */
export const formatCount = (count: number): string => counts.format(count)

/**
 * How often visits brought a request, in words: "1 in 81 visits"; "Every visit" when there were as many requests
 * as counted visits or more (some visitors are not counted); "No requests" without any.
 */
export function requestsEvery(requests: number, visits: number): string {
  if (requests === 0) return 'No requests'
  const every = Math.round(visits / requests)
  return every <= 1 ? 'Every visit' : `1 in ${formatCount(every)} visits`
}

// A YYYY-MM-DD date is already the business's own day: it is read and written in UTC so no time zone moves it.
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`)

/** "21 Nov", for the chart's axis. */
export const shortDayName = (day: string): string => shortDay.format(dateOf(day))

/** "Sat, 21 Nov 2026", for the tables and the span shown. */
export const dayName = (day: string): string => longDay.format(dateOf(day))
