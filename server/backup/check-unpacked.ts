import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { knownMigrations } from '../storage/database.ts'
import type { UnpackedFiles } from './archive-reader.ts'
import { backupFormat, holdsVisits, type BackupManifest } from './backup-manifest.ts'
import { archiveNames, isUploadName, uploadsPrefix } from './backup-places.ts'

/** The names a backup archive may hold; nothing else is unpacked. */
export const isArchiveName = (name: string) =>
  Object.values(archiveNames).some((known) => known === name) ||
  (name.startsWith(uploadsPrefix) && isUploadName(name.slice(uploadsPrefix.length)))

/** Why the unpacked archive is no whole backup, in words; undefined when it is one. */
export function problemWith(folder: string, unpacked: UnpackedFiles): string | undefined {
  const manifest = readManifest(folder, unpacked)
  if (!manifest) return 'it is incomplete (its list of contents, written last, is missing)'
  if (manifest.format !== backupFormat) return 'it was made in a format this version does not know'
  for (const expected of manifest.files) {
    const found = unpacked.get(expected.name)
    if (!found) return `it is incomplete (${expected.name} is missing)`
    if (found.bytes !== expected.bytes || found.sha256 !== expected.sha256)
      return `it is damaged (${expected.name} is not as it was backed up)`
  }
  if (!manifest.files.some((file) => file.name === archiveNames.database)) return 'it holds no database'
  for (const name of [archiveNames.database, ...(holdsVisits(manifest) ? [archiveNames.visits] : [])]) {
    const problem = databaseProblem(join(folder, name), databaseWords[name])
    if (problem) return problem
  }
  return undefined
}

/** What a restore says of each database in an archive that is damaged or cannot be read. */
const databaseWords = {
  [archiveNames.database]: { damaged: 'its database is damaged', unreadable: 'its database cannot be read' },
  [archiveNames.visits]: { damaged: 'its visit counts are damaged', unreadable: 'its visit counts cannot be read' },
}

/** The manifest of an unpacked archive, once it is known to be whole. */
export const manifestIn = (folder: string): BackupManifest =>
  JSON.parse(readFileSync(join(folder, archiveNames.manifest), 'utf8')) as BackupManifest

function readManifest(folder: string, unpacked: UnpackedFiles): BackupManifest | undefined {
  if (!unpacked.has(archiveNames.manifest)) return undefined
  try {
    const manifest = manifestIn(folder)
    return Array.isArray(manifest.files) && Array.isArray(manifest.migrations) ? manifest : undefined
  } catch {
    return undefined
  }
}

function databaseProblem(file: string, words: { damaged: string; unreadable: string }): string | undefined {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true })
    try {
      const check = db.pragma('quick_check', { simple: true })
      return check === 'ok' ? undefined : words.damaged
    } finally {
      db.close()
    }
  } catch {
    return words.unreadable
  }
}

/** The schema changes of a backup that this version of the server does not know. */
export const unknownMigrations = (manifest: BackupManifest) =>
  manifest.migrations.filter((name) => !knownMigrations.includes(name))
