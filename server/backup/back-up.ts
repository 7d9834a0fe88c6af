import Database from 'better-sqlite3'
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { writeArchive, type ArchivedFile } from './archive-writer.ts'
import { backupFormat, countsOf, migrationsOf, newestChangeOf, type BackupManifest } from './backup-manifest.ts'
import { backupMessages as messages } from './backup-messages.ts'
import {
  archiveNames,
  databaseFile,
  isUploadName,
  siteYamlFile,
  uploadsFolder,
  uploadsPrefix,
  visitsFile,
  type SitePlaces,
} from './backup-places.ts'
import { copyDatabase, snapshotDatabase } from './database-snapshot.ts'

/** A backup that cannot be made; `message` says why and what to do, in one sentence. */
export class BackupRefused extends Error {
  override name = 'BackupRefused'
}

/** The uploaded pictures' file names, oldest first. */
export function uploadNames(places: SitePlaces): string[] {
  const folder = uploadsFolder(places)
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isUploadName(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/**
 * Writes one zip archive `file` of everything the site cannot lose: the databases (online copies, so the
 * server may keep running and taking requests; visits.db when there is one), site.yaml, the uploaded
 * pictures and, last, the manifest. The archive appears under its name only once complete.
 */
export async function backUp(places: SitePlaces, file: string): Promise<BackupManifest> {
  if (!existsSync(databaseFile(places))) throw new BackupRefused(messages.noDatabase(places.dataDir))
  if (existsSync(file)) throw new BackupRefused(messages.targetExists(file))
  const work = mkdtempSync(join(dirname(file), `.${basename(file)}-`))
  try {
    const copy = join(work, archiveNames.database)
    const siteYaml = await snapshotDatabase(databaseFile(places), siteYamlFile(places), copy)
    // Copied second, so that every request in the copy above has its "sent from" link, if it got one.
    const visitsCopy = existsSync(visitsFile(places)) ? join(work, archiveNames.visits) : undefined
    if (visitsCopy) await copyDatabase(visitsFile(places), visitsCopy)
    const partial = join(work, 'archive.zip')
    const archive = writeArchive(partial)
    const files: ArchivedFile[] = [
      await archive.addFile(archiveNames.database, copy),
      ...(visitsCopy ? [await archive.addFile(archiveNames.visits, visitsCopy)] : []),
      await archive.addText(archiveNames.siteYaml, siteYaml.toString('utf8')),
    ]
    const pictures = uploadNames(places)
    for (const name of pictures) {
      const path = join(uploadsFolder(places), name)
      // A picture removed as unused since the folder was read is not missed.
      if (existsSync(path)) files.push(await archive.addFile(uploadsPrefix + name, path, { isCompressed: true }))
    }
    const manifest = describe(copy, visitsCopy, files)
    await archive.addText(archiveNames.manifest, `${JSON.stringify(manifest, null, 2)}\n`)
    await archive.finish()
    renameSync(partial, file)
    return manifest
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

function describe(copy: string, visitsCopy: string | undefined, files: ArchivedFile[]): BackupManifest {
  const db = new Database(copy, { readonly: true })
  const visitsDb = visitsCopy ? new Database(visitsCopy, { readonly: true }) : undefined
  try {
    const pictures = files.filter((entry) => entry.name.startsWith(uploadsPrefix)).length
    return {
      format: backupFormat,
      createdAt: new Date().toISOString(),
      newestChange: newestChangeOf(db),
      migrations: migrationsOf(db),
      counts: countsOf(db, pictures, visitsDb),
      files,
    }
  } finally {
    db.close()
    visitsDb?.close()
  }
}

/** The archive's size in megabytes, for the report. */
export const megabytesOf = (file: string) => statSync(file).size / 1024 / 1024
