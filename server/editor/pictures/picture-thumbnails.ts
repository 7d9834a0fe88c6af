import { lstat } from 'node:fs/promises'
import { join, normalize, sep } from 'node:path'

/** Thumbnails kept in memory; a few kilobytes each. */
const kept = 400

export interface Thumbnail {
  data: Buffer
  /** Changes whenever the picture's file does. */
  etag: string
}

/**
 * A small WebP of a photo under `<publicDir>/images/`, kept for next time. `draw` makes one from a file; the
 * server's draws it in the worker pool (server/editor/tasks/draw-thumbnail.ts), never on this thread.
 */
export function pictureThumbnails(publicDir: string, draw: (file: string) => Promise<Uint8Array>) {
  const imagesDir = join(publicDir, 'images')
  const cache = new Map<string, Thumbnail>()

  /** The file a site path names, only when it is a photo inside public/images and no link; else undefined. */
  const fileOf = (src: string): string | undefined => {
    if (!/^\/images\/[A-Za-z0-9_./-]+\.(jpe?g|png|webp|avif)$/i.test(src)) return undefined
    const file = normalize(join(publicDir, src))
    return file.startsWith(imagesDir + sep) ? file : undefined
  }

  return {
    /** The thumbnail of `src`; undefined when it names no photo there. Throws when the file cannot be read. */
    async of(src: string): Promise<Thumbnail | undefined> {
      const file = fileOf(src)
      if (!file) return undefined
      const stats = await lstat(file).catch(() => undefined)
      if (!stats?.isFile()) return undefined
      const etag = `"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`
      const found = cache.get(src)
      if (found?.etag === etag) return found
      const drawn = await draw(file)
      const data = Buffer.from(drawn.buffer, drawn.byteOffset, drawn.byteLength)
      const made = { data, etag }
      cache.delete(src)
      cache.set(src, made)
      if (cache.size > kept) cache.delete(cache.keys().next().value!)
      return made
    },
  }
}
