import { mkdirSync, readdirSync, realpathSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { linkNewFile } from './new-file.ts'

export interface LinkTreeOptions {
  /** Paths under `from`, with `/` between parts, that are left out. */
  skip?: (relativePath: string) => boolean
}

/**
 * Puts every file of the folder `from` into `to` at the same place, as a hard link (no bytes copied,
 * so a site with many photos is assembled at once) or, across file systems, as a copy; a file already
 * at that place is replaced, never written into. A symbolic link that leads out of `from` is refused:
 * the site serves only its own files.
 */
export function linkTree(from: string, to: string, options: LinkTreeOptions = {}): number {
  const root = realpathSync(from)
  let count = 0
  const walk = (dir: string) => {
    const rel = relative(from, dir).split(sep).join('/')
    mkdirSync(join(to, rel), { recursive: true })
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const source = join(dir, entry.name)
      const path = rel ? `${rel}/${entry.name}` : entry.name
      if (options.skip?.(path)) continue
      let isDirectory = entry.isDirectory()
      if (entry.isSymbolicLink()) {
        const target = realpathSync(source)
        if (target !== root && !target.startsWith(root + sep))
          throw new Error(
            `${path} is a link to a file outside the folder it is in; only the folder's own files are served.`,
          )
        isDirectory = statSync(target).isDirectory()
      }
      if (isDirectory) walk(source)
      else {
        linkNewFile(source, join(to, path))
        count++
      }
    }
  }
  walk(from)
  return count
}
