import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'

/** The files under public/, as the browser addresses them: "/images/sofa.jpg". */
export class PublicFiles {
  private listing?: string[]
  constructor(private readonly root: string) {}

  has(webPath: string): boolean {
    return this.pathOf(webPath) !== undefined
  }

  /** The file on disk behind a web path, if it is a file inside public/. */
  pathOf(webPath: string): string | undefined {
    const file = resolve(this.root, `.${webPath}`)
    if (!file.startsWith(resolve(this.root) + sep)) return undefined
    return existsSync(file) && statSync(file).isFile() ? file : undefined
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
