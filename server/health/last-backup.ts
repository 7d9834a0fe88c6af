import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A backup older than this makes /healthz unwell: a nightly backup that failed once is noticed the next
 * morning, with two hours' leeway for a slow one.
 */
export const backupStaleAfterSeconds = 26 * 60 * 60

/** The small record in DATA_DIR of when the last backup was written whole; none until the first backup. */
export const lastBackupFile = (dataDir: string) => join(dataDir, 'last-backup.json')

/** Called by `npm run backup` once its archive is complete. */
export function recordGoodBackup(dataDir: string, at = new Date()): void {
  const file = lastBackupFile(dataDir)
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify({ at: at.toISOString() })}\n`, { mode: 0o600 })
  renameSync(temporary, file)
}

/** What /healthz says of backups: well until the first one is made, then well while the last is recent. */
export interface BackupHealth {
  ok: boolean
  /** False until a backup has been made on this DATA_DIR: a new site is not unwell for having none yet. */
  isSetUp: boolean
  /** Seconds since the last good backup was written. */
  ageSeconds?: number
}

export function backupHealth(dataDir: string, now: number): BackupHealth {
  let text: string
  try {
    text = readFileSync(lastBackupFile(dataDir), 'utf8')
  } catch (error) {
    const isMissing = (error as NodeJS.ErrnoException).code === 'ENOENT'
    return isMissing ? { ok: true, isSetUp: false } : { ok: false, isSetUp: true }
  }
  try {
    const at = Date.parse((JSON.parse(text) as { at: string }).at)
    if (Number.isNaN(at)) return { ok: false, isSetUp: true }
    const ageSeconds = Math.max(0, Math.round((now - at) / 1000))
    return { ok: ageSeconds < backupStaleAfterSeconds, isSetUp: true, ageSeconds }
  } catch {
    return { ok: false, isSetUp: true }
  }
}
