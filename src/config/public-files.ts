import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'

/** The files under public/, as the browser addresses them: "/images/sofa.jpg". */
export class PublicFiles {
  private listing?: string[]
  constructor(private readonly root: string) {}

  has(webPath: string): boolean {
    const file = resolve(this.root, `.${webPath}`)
    if (!file.startsWith(resolve(this.root) + sep)) return false
    return existsSync(file) && statSync(file).isFile()
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
