import { resolve } from 'node:path'
import { holdsVisits } from '../../server/backup/backup-manifest.ts'
import { countsInWords, backupMessages as messages } from '../../server/backup/backup-messages.ts'
import { restore, RestoreRefused } from '../../server/backup/restore.ts'
import { settingsFromEnv } from '../../server/receiver/settings.ts'
import { siteDir } from '../../src/build/site-dir.ts'

/**
 * `npm run restore -- FILE [--force]`: puts the site of a backup in place, into DATA_DIR and this project.
 * It refuses while the site runs, for a damaged or crafted archive, and for a backup older than the data here
 * unless --force; it says which notifications the restored site will still send.
 */
const args = process.argv.slice(2)
const force = args.includes('--force')
const [file] = args.filter((arg) => arg !== '--force')
if (!file) {
  console.error('Say which backup to restore: npm run restore -- site-backup-….zip')
  process.exit(1)
}
try {
  const places = { dataDir: settingsFromEnv().dataDir, projectRoot: siteDir }
  const { manifest, keptIn, unsent, git } = await restore(places, resolve(file), { force })
  console.log(messages.restored(resolve(file), countsInWords({ ...manifest.counts }), keptIn, holdsVisits(manifest)))
  const unsentWords = messages.unsent(unsent)
  if (unsentWords) console.log(unsentWords)
  if (git.problem) console.log(messages.notCommitted(git.problem))
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error
  console.error(error.message)
  process.exit(1)
}
