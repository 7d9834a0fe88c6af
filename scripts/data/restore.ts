import { resolve } from 'node:path'
import { holdsVisits } from '../../server/backup/backup-manifest.ts'
import { countsInWords, backupMessages as messages } from '../../server/backup/backup-messages.ts'
import { restore, RestoreRefused } from '../../server/backup/restore.ts'
import { settingsFromEnv } from '../../server/receiver/settings.ts'

/**
 * `npm run restore -- FILE [--force]`: puts the site of a backup in place, into DATA_DIR and this project.
 * It refuses while the site runs, for a damaged archive, and for a backup older than the data here unless --force.
 */
const args = process.argv.slice(2)
const force = args.includes('--force')
const [file] = args.filter((arg) => arg !== '--force')
if (!file) {
  console.error('Say which backup to restore: npm run restore -- site-backup-….zip')
  process.exit(1)
}
try {
  const places = { dataDir: settingsFromEnv().dataDir, projectRoot: resolve(import.meta.dirname, '../..') }
  const { manifest, keptIn } = await restore(places, resolve(file), { force })
  console.log(messages.restored(resolve(file), countsInWords({ ...manifest.counts }), keptIn, holdsVisits(manifest)))
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error
  console.error(error.message)
  process.exit(1)
}
