import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { migrate, type Db, type Migration } from '../storage/database.ts'

/**
 * Schema changes of visits.db in order; each runs once. Never edit a shipped one.
 * Days are whole days since 1970-01-01 in the site's time zone; texts (paths, sources, hosts) are kept
 * once in `names` and referred to by number, so a row of `events` takes a few bytes.
 */
const migrations: Migration[] = [
  {
    name: '001-events-salts-links',
    sql: `
      CREATE TABLE names (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
      CREATE TABLE events (
        day INTEGER NOT NULL,
        kind INTEGER NOT NULL,
        path INTEGER NOT NULL,
        source INTEGER NOT NULL,
        device INTEGER NOT NULL,
        visitor INTEGER NOT NULL,
        referrer INTEGER,
        utm_source INTEGER,
        utm_medium INTEGER,
        utm_campaign INTEGER
      );
      CREATE INDEX events_by_day ON events (day, kind);
      CREATE TABLE daily_counts (
        day INTEGER NOT NULL,
        kind INTEGER NOT NULL,
        path INTEGER NOT NULL,
        source INTEGER NOT NULL,
        device INTEGER NOT NULL,
        events INTEGER NOT NULL,
        visitors INTEGER NOT NULL,
        PRIMARY KEY (day, kind, path, source, device)
      ) WITHOUT ROWID;
      CREATE TABLE salts (day INTEGER PRIMARY KEY, salt BLOB NOT NULL);
      CREATE TABLE request_links (
        submission_id TEXT PRIMARY KEY,
        day INTEGER NOT NULL,
        path TEXT,
        source TEXT
      );
    `,
  },
  {
    // Events of a day beyond its bound are counted here only (see visit-bounds.ts).
    name: '002-extra-counts',
    sql: `
      CREATE TABLE extra_counts (
        day INTEGER NOT NULL,
        kind INTEGER NOT NULL,
        path INTEGER NOT NULL,
        source INTEGER NOT NULL,
        device INTEGER NOT NULL,
        events INTEGER NOT NULL,
        PRIMARY KEY (day, kind, path, source, device)
      ) WITHOUT ROWID;
      CREATE INDEX request_links_by_day ON request_links (day);
    `,
  },
]

/**
 * Opens (creating if needed) DATA_DIR/visits.db: a database of its own, so that a flood of page views
 * never waits on, or holds up, the form requests' database. WAL and normal sync: a page view lost to a
 * power cut is not worth a sync per batch.
 */
export function openVisitsDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, 'visits.db'))
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('busy_timeout = 1000')
    db.pragma(`journal_size_limit = ${4 * 1024 * 1024}`)
    migrate(db, migrations)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}
