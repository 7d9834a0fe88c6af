import type { VisitsSource } from '../../model/visits/visits-api.ts'

const counts = new Intl.NumberFormat('en-GB')
const tenths = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 })
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

/** A share (0.012) as so many in every 100: "1.2". */
export const formatPer100 = (share: number): string => tenths.format(share * 100)

/** The share of `visits` that led to `requests`, 0 without visits. */
export const shareOf = (requests: number, visits: number): number => (visits > 0 ? requests / visits : 0)

// A YYYY-MM-DD date is already the business's own day: it is read and written in UTC so no time zone moves it.
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`)

/** "21 Nov", for the chart's axis. */
export const shortDayName = (day: string): string => shortDay.format(dateOf(day))

/** "Sat, 21 Nov 2026", for the tables and the span shown. */
export const dayName = (day: string): string => longDay.format(dateOf(day))

/** Where visits came from, in the office's words: a visit with no source was typed in or opened from a bookmark. */
export const sourceName = ({ source }: Pick<VisitsSource, 'source'>): string =>
  source === 'Direct' ? 'Typed the address or a bookmark' : source
