import { lstat, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { LibraryPicture } from '../../../src/model/contracts/library-picture.ts'
import type { UploadsInUse } from './uploads-in-use.ts'

/** The one folder the editor writes pictures to and removes them from. */
export const uploadsFolder = (publicDir: string): string => join(publicDir, 'images', 'uploads')

/** The names the editor gives uploads; anything else in a request is not an upload's name. */
export const isUploadName = (name: string): boolean => /^[a-z0-9][a-z0-9-]*\.(jpg|png|webp|avif)$/.test(name)

const isPictureName = (name: string): boolean => /\.(jpe?g|png|webp|avif|svg|gif)$/i.test(name)

/** How deep the library looks under `public/images/`; deeper folders are not pictures for the editor. */
const maxDepth = 4

/**
 * Every picture under `<publicDir>/images/`: uploads first, newest first, then the others by path.
 * Symbolic links are not followed, so nothing outside the folder is listed.
 */
export async function listPictures(publicDir: string): Promise<LibraryPicture[]> {
  const found: LibraryPicture[] = []
  const uploads = uploadsFolder(publicDir)
  const walk = async (folder: string, sitePath: string, depth: number): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const path = join(folder, entry.name)
      if (entry.isDirectory() && depth < maxDepth) await walk(path, `${sitePath}/${entry.name}`, depth + 1)
      else if (entry.isFile() && isPictureName(entry.name)) {
        const stats = await lstat(path)
        const isUpload = folder === uploads && isUploadName(entry.name)
        found.push({ src: `${sitePath}/${entry.name}`, isUpload, bytes: stats.size, modifiedMs: stats.mtimeMs })
      }
    }
  }
  await walk(join(publicDir, 'images'), '/images', 1)
  return found.sort((a, b) =>
    a.isUpload !== b.isUpload
      ? Number(b.isUpload) - Number(a.isUpload)
      : a.isUpload
        ? b.modifiedMs - a.modifiedMs || a.src.localeCompare(b.src)
        : a.src.localeCompare(b.src),
  )
}

/** The uploads no text in use names (see uploads-in-use.ts): neither the live site's nor any draft's. */
export async function unusedUploads(publicDir: string, inUse: UploadsInUse): Promise<LibraryPicture[]> {
  const uploads = (await listPictures(publicDir)).filter((picture) => picture.isUpload)
  const used = await inUse(uploads.map(({ src }) => fileNameOf(src)))
  return uploads.filter(({ src }) => !used.has(fileNameOf(src)))
}

const fileNameOf = (src: string): string => src.slice(src.lastIndexOf('/') + 1)

export type RemoveOutcome = 'removed' | 'not-an-upload' | 'missing' | 'in-use'

/**
 * Removes the upload called `name` from `<publicDir>/images/uploads/` when no text in use names it.
 * Only a plain file with an upload's name is ever removed: no folder, link or other place.
 */
export async function removeUpload(publicDir: string, name: string, inUse: UploadsInUse): Promise<RemoveOutcome> {
  if (!isUploadName(name)) return 'not-an-upload'
  const path = join(uploadsFolder(publicDir), name)
  const stats = await lstat(path).catch(() => undefined)
  if (!stats?.isFile()) return 'missing'
  if ((await inUse([name])).has(name)) return 'in-use'
  await rm(path)
  return 'removed'
}
