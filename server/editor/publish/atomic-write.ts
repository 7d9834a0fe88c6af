import { randomBytes } from 'node:crypto'
import {
  closeSync,
  existsSync,
  fchmodSync,
  fsyncSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { basename, dirname, join } from 'node:path'

/**
 * Replaces `file` with `content` so that a reader, or the disk after a power cut, sees either the old
 * file or the new one, never a half-written one: a temporary file in the same folder is written,
 * flushed to disk and renamed over `file`, then the folder itself is flushed. The file keeps its
 * permissions. On failure the temporary file is removed and the error is thrown.
 */
export function writeFileAtomic(file: string, content: string): void {
  const folder = dirname(file)
  const temp = join(folder, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
  const mode = existsSync(file) ? statSync(file).mode & 0o777 : undefined
  let fd: number | undefined
  try {
    fd = openSync(temp, 'wx')
    if (mode !== undefined) fchmodSync(fd, mode)
    const bytes = Buffer.from(content, 'utf8')
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written)
    fsyncSync(fd)
    closeSync(fd)
    fd = undefined
    renameSync(temp, file)
  } catch (error) {
    if (fd !== undefined) closeSync(fd)
    rmSync(temp, { force: true })
    throw error
  }
  syncFolder(folder)
}

/** Makes the rename itself survive a power cut. */
function syncFolder(folder: string): void {
  let fd: number | undefined
  try {
    fd = openSync(folder, 'r')
    fsyncSync(fd)
  } catch {
    // Some systems (Windows) cannot open or flush a folder; the rename has happened all the same.
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}
