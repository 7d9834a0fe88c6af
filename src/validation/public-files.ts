import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'

/**
 * The files under public/, as the browser addresses them: "/images/sofa.jpg". Each is looked for once:
 * make one of these for each check, which sees the files as they are at that moment.
 */
export class PublicFiles {
  private listing?: string[]
  private readonly found = new Map<string, string | undefined>()
  private readonly root: string
  constructor(root: string) {
    this.root = root
  }

  has(webPath: string): boolean {
    return this.pathOf(webPath) !== undefined
  }

  /** The file on disk behind a web path, if it is a file inside public/. */
  pathOf(webPath: string): string | undefined {
    if (this.found.has(webPath)) return this.found.get(webPath)
    const file = resolve(this.root, `.${webPath}`)
    const isFile = file.startsWith(resolve(this.root) + sep) && existsSync(file) && statSync(file).isFile()
    this.found.set(webPath, isFile ? file : undefined)
    return isFile ? file : undefined
  }

  list(): string[] {
    this.listing ??= existsSync(this.root)
      ? walk(this.root).map((file) => `/${relative(this.root, file).split(sep).join('/')}`)
      : []
    return this.listing
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}
