import Database from 'better-sqlite3'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { archiveNames } from './backup-places.ts'

/** The notifications a restored site will still send when it starts: e-mails, and calls of the webhook. */
export interface UnsentNotifications {
  emails: number
  webhooks: number
}

/** The folders in which earlier restores kept the data they replaced, as `restore` names them. */
export const keptFolderPrefix = 'before-restore-'

/** Every site database in `dataDir` that may record notifications as sent: the live one, and those restores kept. */
function recordsIn(dataDir: string): string[] {
  const kept = existsSync(dataDir)
    ? readdirSync(dataDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name.startsWith(keptFolderPrefix))
        .map((entry) => join(dataDir, entry.name, archiveNames.database))
    : []
  return [join(dataDir, archiveNames.database), ...kept].filter((file) => existsSync(file))
}

interface Waiting {
  id: number
  submission_id: string
  channel: string
}

/**
 * Marks sent, in the restored database `restored`, every notification that a database in `dataDir` (the data
 * the restore replaces, or the data an earlier restore kept) records as sent: a backup is a moment, and what
 * was sent after it must not be sent again however often it is restored. A notification being sent as the
 * backup was made, and whose sending no database here recorded, is sent once more; nothing else is.
 * A database here that cannot be read tells nothing, and is passed over.
 */
export function keepSentNotifications(restored: string, dataDir: string): void {
  const db = new Database(restored, { fileMustExist: true })
  try {
    const waiting = db
      .prepare<[], Waiting>('SELECT id, submission_id, channel FROM outbox WHERE delivered_at IS NULL')
      .all()
    if (waiting.length === 0) return
    const markSent = db.prepare(
      'UPDATE outbox SET delivered_at = ?, gave_up_at = NULL, last_error = NULL WHERE id = ? AND delivered_at IS NULL',
    )
    for (const file of recordsIn(dataDir)) {
      const sentAt = sendingTimesIn(file)
      if (!sentAt) continue
      db.transaction(() => {
        for (const job of waiting) {
          const at = sentAt(job)
          if (at !== undefined) markSent.run(at, job.id)
        }
      })()
    }
  } finally {
    db.close()
  }
}

/** When the database `file` records each notification sent, as a lookup; undefined when it cannot be read. */
function sendingTimesIn(file: string): ((job: Waiting) => number | undefined) | undefined {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true })
    try {
      const rows = db
        .prepare<[], { submission_id: string; channel: string; delivered_at: number }>(
          'SELECT submission_id, channel, delivered_at FROM outbox WHERE delivered_at IS NOT NULL',
        )
        .all()
      const sent = new Map(rows.map((row) => [`${row.channel} ${row.submission_id}`, row.delivered_at]))
      return (job) => sent.get(`${job.channel} ${job.submission_id}`)
    } finally {
      db.close()
    }
  } catch {
    return undefined
  }
}

/** The notifications the restored database `file` holds as not yet sent, and not given up. */
export function unsentNotifications(file: string): UnsentNotifications {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const rows = db
      .prepare<[], { channel: string; n: number }>(
        'SELECT channel, COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL AND gave_up_at IS NULL GROUP BY channel',
      )
      .all()
    const count = (channel: string) => rows.find((row) => row.channel === channel)?.n ?? 0
    return { emails: count('email'), webhooks: count('webhook') }
  } finally {
    db.close()
  }
}
