import Database from 'better-sqlite3'
import { closeSync, openSync, readFileSync, readSync } from 'node:fs'
import { join } from 'node:path'
import { knownMigrations } from '../storage/database.ts'
import type { UnpackedFiles } from './archive-reader.ts'
import { backupFormat, holdsVisits, type BackupManifest } from './backup-manifest.ts'
import { archiveNames, isUploadName, uploadsPrefix } from './backup-places.ts'
import { knownMigrationsOf, migrationsIn, strangeSchema } from './check-schema.ts'

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
  const notPicture = manifest.files.find(
    ({ name }) => name.startsWith(uploadsPrefix) && !isPictureAsNamed(join(folder, name), name),
  )
  if (notPicture) return `it holds a file named as a picture that is none (${notPicture.name})`
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

/** The first bytes of each picture format an upload is stored in, by its extension. */
const pictureStarts: Record<string, (head: Buffer) => boolean> = {
  jpg: (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  png: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (head) => head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP',
  avif: (head) => head.toString('latin1', 4, 8) === 'ftyp',
}

/** Whether the file at `path` begins as a picture of the format its `name`'s extension says. */
function isPictureAsNamed(path: string, name: string): boolean {
  const head = Buffer.alloc(12)
  const file = openSync(path, 'r')
  try {
    readSync(file, head, 0, head.length, 0)
  } finally {
    closeSync(file)
  }
  return pictureStarts[name.slice(name.lastIndexOf('.') + 1)]?.(head) ?? false
}

/**
 * The schema changes recorded in the unpacked databases themselves (never the manifest's word for them)
 * that this version of the server does not know.
 */
export function unknownMigrations(folder: string, manifest: BackupManifest): string[] {
  const site = migrationsIn(join(folder, archiveNames.database)).filter((name) => !knownMigrations.includes(name))
  if (!holdsVisits(manifest)) return site
  const known = knownMigrationsOf(archiveNames.visits)
  return [...site, ...migrationsIn(join(folder, archiveNames.visits)).filter((name) => !known.includes(name))]
}

/** Why a database unpacked holds what this version's migrations never make, in words; undefined when neither does. */
export const schemaProblem = (folder: string, manifest: BackupManifest): string | undefined =>
  strangeSchema(folder, archiveNames.database) ??
  (holdsVisits(manifest) ? strangeSchema(folder, archiveNames.visits) : undefined)
