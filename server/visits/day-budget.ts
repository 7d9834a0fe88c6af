import type { Db } from '../storage/database.ts'
import type { DayNumber } from './local-day.ts'
import { maxEventsPerDay, maxSourcesPerDay, maxTextsPerDay, otherSources } from './visit-bounds.ts'

/** What one day may still add to visits.db: events one by one, sources and texts (see visit-bounds.ts). */
export interface DayBudget {
  /** The source as it is stored: itself while the day has room for it, otherwise `otherSources`. */
  sourceOf(source: string): string
  /** The text as it is stored: itself while the day has room for it, otherwise null. */
  textOf(text: string | null): string | null
  /** Takes a place for one event stored one by one; false when the day has none left. */
  takeEvent(): boolean
}

/** The budget of `day`, minus what visits.db (when given) already holds of that day. */
export function dayBudget(db: Db | undefined, day: DayNumber): DayBudget {
  const namesOf = (sql: string) =>
    new Set(
      db
        ?.prepare<{ day: number }, { name: string }>(`SELECT name FROM names WHERE id IN (${sql})`)
        .all({ day })
        .map((row) => row.name),
    )
  const sources = namesOf(
    'SELECT source FROM events WHERE day = @day UNION SELECT source FROM extra_counts WHERE day = @day',
  )
  const texts = namesOf(
    `SELECT referrer FROM events WHERE day = @day UNION SELECT utm_source FROM events WHERE day = @day
       UNION SELECT utm_medium FROM events WHERE day = @day UNION SELECT utm_campaign FROM events WHERE day = @day`,
  )
  let stored = db?.prepare<[number], { n: number }>('SELECT count(*) AS n FROM events WHERE day = ?').get(day)?.n ?? 0
  const fits = (known: Set<string>, name: string, max: number) => {
    if (known.has(name)) return true
    if (known.size >= max) return false
    known.add(name)
    return true
  }
  return {
    sourceOf: (source) => (fits(sources, source, maxSourcesPerDay) ? source : otherSources),
    textOf: (text) => (text !== null && fits(texts, text, maxTextsPerDay) ? text : null),
    takeEvent: () => stored < maxEventsPerDay && ++stored > 0,
  }
}
