import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unpackArchive } from '../backup/archive-reader.ts'
import { writeArchive } from '../backup/archive-writer.ts'
import type { BackupManifest } from '../backup/backup-manifest.ts'
import { archiveNames } from '../backup/backup-places.ts'
import { manifestIn } from '../backup/check-unpacked.ts'

export interface BackupRewrite {
  /** The files to leave out, by their names in the archive. */
  leaveOut?: string[]
  /** Changes the unpacked file at `path` before it is written again. */
  spoil?: (name: string, path: string) => void
  /** Changes the manifest, which lists the files as written again. */
  manifest?: (manifest: BackupManifest) => BackupManifest
}

/**
 * For tests: the backup `archive` written again as `file`, changed by `rewrite`, with a manifest that
 * matches its files as a backup made that way would have. Resolves with `file`.
 */
export async function rewrittenBackup(archive: string, file: string, rewrite: BackupRewrite): Promise<string> {
  const unpacked = mkdtempSync(join(tmpdir(), 'rewritten-backup-'))
  try {
    await unpackArchive(archive, unpacked, () => true)
    const manifest = manifestIn(unpacked)
    const writer = writeArchive(file)
    const files = []
    for (const { name } of manifest.files.filter((entry) => !rewrite.leaveOut?.includes(entry.name))) {
      rewrite.spoil?.(name, join(unpacked, name))
      files.push(await writer.addFile(name, join(unpacked, name)))
    }
    const written = { ...manifest, files }
    await writer.addText(archiveNames.manifest, JSON.stringify(rewrite.manifest?.(written) ?? written))
    await writer.finish()
    return file
  } finally {
    rmSync(unpacked, { recursive: true, force: true })
  }
}
