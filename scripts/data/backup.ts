import { existsSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { backUp, BackupRefused, megabytesOf } from '../../server/backup/back-up.ts'
import { backupMessages as messages, countsInWords } from '../../server/backup/backup-messages.ts'
import { newBuildName } from '../../server/editor/publish/builds-folder.ts'
import { recordGoodBackup } from '../../server/health/last-backup.ts'
import { settingsFromEnv } from '../../server/receiver/settings.ts'
import { siteDir } from '../../src/build/site-dir.ts'

/**
 * `npm run backup [folder or file.zip]`: one archive of the site's data (DATA_DIR's databases, site.yaml and
 * the uploaded pictures), safe while the site runs. Into a folder (the current one unless told), it is named
 * site-backup-<date>-<time>-<random>.zip, so that names sort by age.
 */
const given = resolve(process.argv[2] ?? '.')
const file =
  existsSync(given) && statSync(given).isDirectory() ? join(given, `site-backup-${newBuildName()}.zip`) : given
const started = performance.now()
const { dataDir } = settingsFromEnv()
try {
  const manifest = await backUp({ dataDir, projectRoot: siteDir }, file)
  // For /healthz, which says when the nightly backup has stopped.
  recordGoodBackup(dataDir)
  const seconds = (performance.now() - started) / 1000
  console.log(messages.written(file, seconds, megabytesOf(file), countsInWords({ ...manifest.counts })))
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error
  console.error(error.message)
  process.exit(1)
}
