import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { lockWaitMs } from './busy-retry.ts'
import { dataDirProblem } from './data-dir-problem.ts'
import { enableIncrementalVacuum } from './give-space-back.ts'

export type Db = Database.Database

/** A schema change, run once and recorded by name in the database's migrations table. */
export interface Migration {
  name: string
  sql: string
}

/** Schema changes in order; each runs once, recorded in the migrations table. Never edit a shipped one. */
const migrations: Migration[] = [
  {
    name: '001-submissions-outbox-sessions',
    sql: `
      CREATE TABLE submissions (
        id TEXT PRIMARY KEY,
        form TEXT NOT NULL,
        data TEXT NOT NULL,
        idempotency_key TEXT,
        created_at INTEGER NOT NULL,
        handled_at INTEGER
      );
      CREATE UNIQUE INDEX submissions_idempotency ON submissions (form, idempotency_key)
        WHERE idempotency_key IS NOT NULL;
      CREATE INDEX submissions_newest ON submissions (created_at DESC);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id TEXT NOT NULL REFERENCES submissions (id),
        channel TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        delivered_at INTEGER,
        gave_up_at INTEGER
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND gave_up_at IS NULL;
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        csrf_token TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    name: '002-publishes',
    sql: `
      CREATE TABLE publishes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at INTEGER NOT NULL,
        origin TEXT NOT NULL CHECK (origin IN ('editor', 'disk')),
        author TEXT NOT NULL,
        text TEXT NOT NULL,
        version TEXT NOT NULL,
        changed TEXT NOT NULL,
        commit_hash TEXT
      );
    `,
  },
  {
    name: '003-admin-settings',
    sql: `
      CREATE TABLE admin_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  {
    name: '004-session-password-fingerprint',
    sql: `ALTER TABLE sessions ADD COLUMN password_fingerprint TEXT;`,
  },
  {
    name: '005-login-attempts',
    sql: `
      CREATE TABLE login_attempts (
        address TEXT NOT NULL,
        attempted_at INTEGER NOT NULL
      );
      CREATE INDEX login_attempts_by_address ON login_attempts (address, attempted_at);
    `,
  },
  {
    name: '006-drafts',
    sql: `
      CREATE TABLE drafts (
        id TEXT PRIMARY KEY,
        base_version TEXT NOT NULL,
        base_text TEXT NOT NULL,
        text TEXT NOT NULL,
        revision INTEGER NOT NULL,
        author TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX drafts_oldest ON drafts (updated_at);
    `,
  },
  {
    // The install's one password becomes the first owner's: `install_password` people log in with it.
    name: '007-people',
    sql: `
      CREATE TABLE people (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT,
        role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'inbox')),
        password_hash TEXT,
        install_password INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      INSERT INTO people (id, name, role, install_password, created_at)
        VALUES ('owner', 'Owner', 'owner', 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000);
      CREATE TABLE sign_in_links (
        token_hash TEXT PRIMARY KEY,
        person_id TEXT NOT NULL REFERENCES people (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      ALTER TABLE sessions ADD COLUMN person_id TEXT REFERENCES people (id) ON DELETE CASCADE;
      UPDATE sessions SET person_id = 'owner';
      ALTER TABLE submissions ADD COLUMN handled_by TEXT;
    `,
  },
  {
    // Who made each draft: it counts toward their few, and goes when they are removed. Older drafts have no one.
    name: '008-drafts-person',
    sql: `
      ALTER TABLE drafts ADD COLUMN person_id TEXT REFERENCES people (id) ON DELETE CASCADE;
      CREATE INDEX drafts_of_person ON drafts (person_id, updated_at);
    `,
  },
  {
    // A sign-in link works only while its person's email, kind of account and password are what they
    // were when it was sent (see sign-in-links.ts). Links sent before this was recorded stop working.
    name: '009-sign-in-link-access',
    sql: `ALTER TABLE sign_in_links ADD COLUMN access_fingerprint TEXT;`,
  },
  {
    // History keeps whole texts for its latest versions only: an older one is a difference from the
    // version after it (see server/editor/history/history.ts), and every row says how many bytes it takes.
    name: '010-history-differences',
    sql: `
      ALTER TABLE publishes ADD COLUMN patch TEXT;
      ALTER TABLE publishes ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE publishes ADD COLUMN older_removed INTEGER NOT NULL DEFAULT 0;
      UPDATE publishes SET bytes = length(CAST(text AS BLOB)) + length(CAST(changed AS BLOB));
    `,
  },
  {
    // The visitor address of each request stored in the last day, and nothing more: it bounds what one
    // address may store (see sender-allowance.ts); rows a day old go as the next request is stored.
    name: '011-submission-senders',
    sql: `
      CREATE TABLE submission_senders (
        address TEXT NOT NULL,
        stored_at INTEGER NOT NULL
      );
      CREATE INDEX submission_senders_by_address ON submission_senders (address, stored_at);
      CREATE INDEX submission_senders_oldest ON submission_senders (stored_at);
    `,
  },
  {
    // The language of the page each request was sent from ("sw-KE"); requests stored before it was kept have none.
    name: '012-submission-language',
    sql: `ALTER TABLE submissions ADD COLUMN language TEXT;`,
  },
]

/** The schema changes this version of the server knows, in order. */
export const knownMigrations: readonly string[] = migrations.map((migration) => migration.name)

/**
 * Opens (creating if needed) the receiver's SQLite database in `dataDir`: WAL, full sync, migrated, and
 * proven writable. Throws a DataDirProblem, one sentence naming DATA_DIR and the fix, when it cannot be used.
 */
export function openDatabase(dataDir: string): Db {
  let db: Db | undefined
  try {
    mkdirSync(dataDir, { recursive: true })
    db = new Database(join(dataDir, 'site.db'))
    db.pragma('journal_mode = WAL')
    // A 201 promises the row survives a crash of the machine, not only of the process.
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    // Nothing is served yet, so the start may wait for another process as long as it takes to finish.
    db.pragma('busy_timeout = 5000')
    // After a checkpoint the write-ahead log shrinks back to this, however large one write made it.
    db.pragma(`journal_size_limit = ${4 * 1024 * 1024}`)
    migrate(db, migrations)
    enableIncrementalVacuum(db)
    proveWritable(db)
    db.pragma(`busy_timeout = ${lockWaitMs}`)
    return db
  } catch (error) {
    db?.close()
    throw dataDirProblem(dataDir, error)
  }
}

/**
 * SQLite opens a file it may not write read-only without a word, and only the first write fails; so
 * write once, in a transaction that is rolled back.
 */
function proveWritable(db: Db): void {
  db.exec('BEGIN IMMEDIATE')
  try {
    db.exec('CREATE TABLE write_check (x)')
  } finally {
    if (db.inTransaction) db.exec('ROLLBACK')
  }
}

/** Runs the changes of `list` that `db` has not had yet, each in its own transaction. */
export function migrate(db: Db, list: readonly Migration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)')
  const applied = new Set(
    db
      .prepare<[], { name: string }>('SELECT name FROM migrations')
      .all()
      .map((row) => row.name),
  )
  const record = db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)')
  for (const migration of list) {
    if (applied.has(migration.name)) continue
    db.transaction(() => {
      db.exec(migration.sql)
      record.run(migration.name, Date.now())
    }).immediate()
  }
}
