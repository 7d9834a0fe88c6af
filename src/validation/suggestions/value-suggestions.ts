/**
 * What a wrongly written value most likely meant, for the kinds of value a schema marks with
 * `suggest`: a time, a date, a page address, a slug. Undefined when there is no sure guess.
 */

export type SuggestionKind = 'time' | 'date' | 'path' | 'slug'

const two = (value: number): string => String(value).padStart(2, '0')

/** "6pm" → "18:00", "8:00" → "08:00", "6.30 pm" → "18:30". */
export function suggestTime(value: string): string | undefined {
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?\s*([ap])?\.?m?\.?$/i.exec(value.trim())
  if (!match) return undefined
  let hour = Number(match[1])
  const minute = Number(match[2] ?? 0)
  const half = match[3]?.toLowerCase()
  if (half && (hour < 1 || hour > 12)) return undefined
  if (half === 'p' && hour < 12) hour += 12
  if (half === 'a' && hour === 12) hour = 0
  if (!half && match[2] === undefined) return undefined
  return hour < 24 && minute < 60 ? `${two(hour)}:${two(minute)}` : undefined
}

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

const monthOf = (word: string): number =>
  months.findIndex((month) => word.length >= 3 && month.startsWith(word.toLowerCase().replace(/\.$/, ''))) + 1

const isoDate = (year: number, month: number, day: number): string | undefined =>
  isRealDate(year, month, day) ? `${year}-${two(month)}-${two(day)}` : undefined

export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** "12/04/2025" (day first, as written in Kenya), "2025-4-12", "12 April 2025", "April 12, 2025" → "2025-04-12". */
export function suggestDate(value: string): string | undefined {
  const text = value.trim()
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text)
  if (yearFirst) return isoDate(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]))
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text)
  if (dayFirst) return isoDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]))
  const dayMonth = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+\.?),?\s+(\d{4})$/.exec(text)
  if (dayMonth) return isoDate(Number(dayMonth[3]), monthOf(dayMonth[2] ?? ''), Number(dayMonth[1]))
  const monthDay = /^([A-Za-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(text)
  if (monthDay) return isoDate(Number(monthDay[3]), monthOf(monthDay[1] ?? ''), Number(monthDay[2]))
  return undefined
}

/** "2025-02-30" → "30 February 2025": a date written the right way that does not exist. */
export function impossibleDate(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (isRealDate(year, month, day)) return undefined
  const monthName = months[month - 1]
  if (!monthName) return `month ${month}`
  return `${day} ${monthName.charAt(0).toUpperCase()}${monthName.slice(1)} ${year}`
}

/** "/Our-Work/" → "/our-work", "Garden Design" → "/garden-design". */
export function suggestPath(value: string): string | undefined {
  const words = value.trim().toLowerCase().split('/').map(slugOf).filter(Boolean)
  return words.length === 0 ? '/' : `/${words.join('/')}`
}

/** "Sofa Stains!" → "sofa-stains". */
export function slugOf(value: string): string {
  return value
    .toLowerCase()
    .replace(/[‘’“”'"]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The likely meant value, never the value itself. */
export function suggestValue(kind: SuggestionKind, value: string): string | undefined {
  const suggestion =
    kind === 'time'
      ? suggestTime(value)
      : kind === 'date'
        ? suggestDate(value)
        : kind === 'path'
          ? suggestPath(value)
          : slugOf(value) || undefined
  return suggestion === value ? undefined : suggestion
}
