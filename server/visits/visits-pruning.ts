import type { Db } from '../storage/database.ts'
import type { DayNumber } from './local-day.ts'
import { keepDailyCountDays, keepEventDays } from './visit-bounds.ts'

/**
 * At the start of `today`: sums each finished day not yet summed into daily_counts (its extra counts
 * included), then deletes what is older than the bounds of visit-bounds.ts and the names nothing refers to.
 */
export function closeFinishedDays(db: Db, today: DayNumber): void {
  db.transaction(() => {
    const last = db.prepare<[], { day: number }>('SELECT coalesce(max(day), -1) AS day FROM daily_counts').get()!.day
    db.prepare(
      `INSERT OR IGNORE INTO daily_counts
         SELECT day, kind, path, source, device, count(*), count(DISTINCT visitor) FROM events
         WHERE day < ? AND day > ? GROUP BY day, kind, path, source, device`,
    ).run(today, last)
    db.prepare(
      `INSERT INTO daily_counts
         SELECT day, kind, path, source, device, events, 0 FROM extra_counts WHERE day < ? AND day > ?
       ON CONFLICT DO UPDATE SET events = events + excluded.events`,
    ).run(today, last)
    const oldest = today - keepEventDays
    db.prepare('DELETE FROM events WHERE day <= ?').run(oldest)
    db.prepare('DELETE FROM extra_counts WHERE day <= ?').run(oldest)
    db.prepare('DELETE FROM request_links WHERE day <= ?').run(oldest)
    db.prepare('DELETE FROM daily_counts WHERE day <= ?').run(today - keepDailyCountDays)
    // NOT IN a list that holds NULL is never true, so the events' empty fields are left out.
    db.exec(
      `DELETE FROM names WHERE id NOT IN (SELECT id FROM (
         SELECT path AS id FROM events UNION SELECT source FROM events UNION SELECT referrer FROM events
         UNION SELECT utm_source FROM events UNION SELECT utm_medium FROM events UNION SELECT utm_campaign FROM events
         UNION SELECT path FROM extra_counts UNION SELECT source FROM extra_counts
         UNION SELECT path FROM daily_counts UNION SELECT source FROM daily_counts) WHERE id IS NOT NULL)`,
    )
  })()
}
