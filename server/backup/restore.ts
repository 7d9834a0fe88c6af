import Database from 'better-sqlite3'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statfsSync } from 'node:fs'
import { join } from 'node:path'
import { writeFileAtomic } from '../editor/publish/atomic-write.ts'
import { newBuildName } from '../editor/publish/builds-folder.ts'
import { servingProcess } from '../storage/server-pid.ts'
import { archiveLimits } from './archive-limits.ts'
import {
  backupLimits,
  unpackArchive,
  UnreadableArchive,
  type UnpackedFiles,
  type UnpackLimits,
} from './archive-reader.ts'
import { holdsVisits, newestChangeOf, type BackupManifest } from './backup-manifest.ts'
import { backupMessages as messages, momentInWords } from './backup-messages.ts'
import {
  archiveNames,
  databaseFile,
  siteYamlFile,
  uploadsFolder,
  uploadsPrefix,
  visitsFile,
  type SitePlaces,
} from './backup-places.ts'
import { isArchiveName, manifestIn, problemWith, schemaProblem, unknownMigrations } from './check-unpacked.ts'
import { agreeWithHistory, type RestoreCommit } from './restore-commit.ts'
import {
  keepSentNotifications,
  keptFolderPrefix,
  unsentNotifications,
  type UnsentNotifications,
} from './sent-notifications.ts'

/** A restore that was not done; `message` says why in words. Nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused'
}

export interface RestoreOutcome {
  manifest: BackupManifest
  /** The folder in DATA_DIR holding the databases and site.yaml that were replaced, when there were any. */
  keptIn?: string
  /** The notifications the restored site sends when it starts: those not sent by the time of the backup. */
  unsent: UnsentNotifications
  /** The commit that holds the restored site.yaml and pictures, in a git checkout. */
  git: RestoreCommit
}

/**
 * Puts the site of backup `file` in place: the databases in DATA_DIR, site.yaml and the uploaded pictures
 * in the project. It refuses, changing nothing, while a server runs on DATA_DIR, when the archive is not
 * whole or holds anything a backup does not (another file, a database object the site's migrations never
 * make, more than `archiveLimits` allow), when its databases were made by newer software, and (unless `force`)
 * when the data here has changes newer than the backup. The databases and site.yaml it replaces are kept in
 * DATA_DIR/before-restore-<time>/; pictures are added, none removed. Notifications the data here records as
 * sent stay sent. In a git checkout the restored files are committed, and History names only commits there.
 */
export async function restore(places: SitePlaces, file: string, { force = false } = {}): Promise<RestoreOutcome> {
  if (!existsSync(file)) throw new RestoreRefused(messages.noFile(file))
  refuseWhileServing(places)
  mkdirSync(places.dataDir, { recursive: true })
  const staging = mkdtempSync(join(places.dataDir, '.restoring-'))
  const refuse = (why: string) => new RestoreRefused(messages.unreadable(file, why))
  try {
    const unpacked = await unpackArchive(file, staging, isArchiveName, limitsFor(places.dataDir)).catch(
      (error: unknown) => {
        if (error instanceof UnreadableArchive) throw refuse(error.message)
        throw error
      },
    )
    const manifest = checkedManifest(staging, unpacked, refuse)
    if (!force) refuseOlder(places, manifest)
    // Checked again: a server may have started while the archive was read.
    refuseWhileServing(places)
    keepSentNotifications(join(staging, archiveNames.database), places.dataDir)
    const unsent = unsentNotifications(join(staging, archiveNames.database))
    const keptIn = putInPlace(places, staging, manifest)
    const git = agreeWithHistory(places, messages.commitMessage(momentInWords(Date.parse(manifest.createdAt))))
    return { manifest, unsent, git, ...(keptIn ? { keptIn } : {}) }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * The manifest of the unpacked archive in `staging`, once the archive is known to be a whole backup made by
 * this version or an older one, holding nothing a backup does not; otherwise throws the refusal saying why.
 */
function checkedManifest(staging: string, unpacked: UnpackedFiles, refuse: (why: string) => RestoreRefused) {
  const problem = problemWith(staging, unpacked)
  if (problem) throw refuse(problem)
  const manifest = manifestIn(staging)
  let unknown: string[]
  try {
    unknown = unknownMigrations(staging, manifest)
  } catch {
    throw refuse('its database cannot be read')
  }
  if (unknown.length > 0) throw new RestoreRefused(messages.newerSoftware(unknown))
  const strange = schemaProblem(staging, manifest)
  if (strange) throw refuse(strange)
  return manifest
}

/** The backup's limits, and no more than the disk under DATA_DIR can take while leaving the site room to write. */
function limitsFor(dataDir: string): UnpackLimits {
  const { bavail, bsize } = statfsSync(dataDir)
  const room = bavail * bsize - archiveLimits.spareDiskBytes
  return room >= backupLimits.totalBytes
    ? backupLimits
    : { ...backupLimits, totalBytes: Math.max(0, room), totalWords: 'more than the disk has free for it' }
}

function refuseWhileServing({ dataDir }: SitePlaces): void {
  const pid = servingProcess(dataDir)
  if (pid !== undefined) throw new RestoreRefused(messages.running(pid, dataDir))
}

function refuseOlder(places: SitePlaces, manifest: BackupManifest): void {
  if (!existsSync(databaseFile(places))) return
  const db = new Database(databaseFile(places), { readonly: true })
  let newest: number
  try {
    newest = newestChangeOf(db)
  } finally {
    db.close()
  }
  if (newest > manifest.newestChange)
    throw new RestoreRefused(messages.older(momentInWords(Date.parse(manifest.createdAt)), momentInWords(newest)))
}

/**
 * Moves the unpacked files into place, keeping what they replace; returns where that was kept. Without
 * visits.db in the backup, the one here stays: its counts are of visits that did happen.
 */
function putInPlace(places: SitePlaces, staging: string, manifest: BackupManifest): string | undefined {
  const siteYaml = siteYamlFile(places)
  const databases = [
    { name: archiveNames.database, path: databaseFile(places) },
    ...(holdsVisits(manifest) ? [{ name: archiveNames.visits, path: visitsFile(places) }] : []),
  ]
  const keep = [...databases.flatMap(({ path }) => [path, `${path}-wal`]), siteYaml].filter((path) => existsSync(path))
  const keptIn = keep.length > 0 ? join(places.dataDir, `${keptFolderPrefix}${newBuildName()}`) : undefined
  if (keptIn) {
    mkdirSync(keptIn)
    if (existsSync(siteYaml)) copyFileSync(siteYaml, join(keptIn, archiveNames.siteYaml))
  }
  for (const { name, path } of databases) {
    // A replaced database's write-ahead log belongs to it alone: left beside the new one, SQLite would apply it.
    for (const suffix of ['', '-wal', '-shm', '-journal'])
      if (existsSync(path + suffix)) renameSync(path + suffix, join(keptIn ?? places.dataDir, name + suffix))
    renameSync(join(staging, name), path)
  }

  writeFileAtomic(siteYaml, readFileSync(join(staging, archiveNames.siteYaml), 'utf8'))
  const pictures = uploadsFolder(places)
  mkdirSync(pictures, { recursive: true })
  for (const { name } of manifest.files.filter((entry) => entry.name.startsWith(uploadsPrefix))) {
    const picture = name.slice(uploadsPrefix.length)
    const temporary = join(pictures, `.${picture}.restoring.tmp`)
    copyFileSync(join(staging, name), temporary)
    renameSync(temporary, join(pictures, picture))
  }
  return keptIn
}
