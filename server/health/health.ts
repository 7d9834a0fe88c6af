import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { Db } from '../storage/database.ts'
import { backupHealth, type BackupHealth } from './last-backup.ts'

/** What /healthz answers: each part well or not, with counts and ages only (no paths, addresses or errors). */
export interface Health {
  ok: boolean
  database: { ok: boolean }
  outbox: {
    ok: boolean
    /** Notifications not yet delivered and still being tried. */
    waiting?: number
    /** Notifications the server gave up sending, until someone sends them again from /admin. */
    failed?: number
    /** Seconds since the oldest waiting notification's request arrived. */
    oldestWaitingSeconds?: number
  }
  build: {
    ok: boolean
    /** The name of the folder being served: `dist`, or the publish's build such as 20250412-083000123-9f2c. */
    id: string
  }
  /** The last good backup's age, once backups are set up (server/health/last-backup.ts). */
  backup: BackupHealth
}

/** A waiting notification older than this means the outbox is stuck (its first retries span about 30 minutes). */
export const stuckAfterSeconds = 60 * 60

interface OutboxCounts {
  waiting: number
  failed: number
  oldest: number | null
}

const outboxCounts = `
  SELECT
    COUNT(*) FILTER (WHERE o.gave_up_at IS NULL) AS waiting,
    COUNT(*) FILTER (WHERE o.gave_up_at IS NOT NULL) AS failed,
    MIN(s.created_at) FILTER (WHERE o.gave_up_at IS NULL) AS oldest
  FROM outbox o JOIN submissions s ON s.id = o.submission_id
  WHERE o.delivered_at IS NULL`

function databaseHealth(db: Db): Health['database'] {
  try {
    db.prepare('SELECT 1').get()
    return { ok: true }
  } catch {
    return { ok: false }
  }
}

function outboxHealth(db: Db, now: number): Health['outbox'] {
  try {
    const { waiting, failed, oldest } = db.prepare<[], OutboxCounts>(outboxCounts).get()!
    const oldestWaitingSeconds = oldest === null ? 0 : Math.max(0, Math.round((now - oldest) / 1000))
    return { ok: failed === 0 && oldestWaitingSeconds < stuckAfterSeconds, waiting, failed, oldestWaitingSeconds }
  } catch {
    return { ok: false }
  }
}

/**
 * The database answers, no notification is stuck or given up, the site being served has its home page, and
 * the last good backup, once there has been one, is recent.
 */
export function checkHealth(db: Db, siteDir: string, now = Date.now()): Health {
  const database = databaseHealth(db)
  const outbox = outboxHealth(db, now)
  const build = { ok: existsSync(join(siteDir, 'index.html')), id: basename(siteDir) }
  // The database file lies in DATA_DIR, beside the backup's record.
  const backup = backupHealth(dirname(db.name), now)
  return { ok: database.ok && outbox.ok && build.ok && backup.ok, database, outbox, build, backup }
}
