import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** A site of the repository: its own at the root, or an example under `examples/`. */
export interface SiteFolder {
  /** `root` for the repository's own site, else the example's folder name; it names the screenshots too. */
  name: string
  /** The folder holding its site.yaml and public/, relative to the repository. */
  dir: string
}

/** The repository's own site first, then each folder of `examples/` that holds a site.yaml, by name. */
export function siteFolders(root: string): SiteFolder[] {
  const examples = join(root, 'examples')
  const names = existsSync(examples)
    ? readdirSync(examples, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(examples, entry.name, 'site.yaml')))
        .map((entry) => entry.name)
        .sort()
    : []
  return [{ name: 'root', dir: '.' }, ...names.map((name) => ({ name, dir: `examples/${name}` }))]
}

/** The sites named in `--sites=root,…` (all when left out); throws on a name the repository does not have. */
export function pickSites(sites: readonly SiteFolder[], requested: readonly string[] | undefined): SiteFolder[] {
  if (!requested) return [...sites]
  const unknown = requested.filter((name) => !sites.some((site) => site.name === name))
  if (unknown.length > 0)
    throw new Error(`No site called ${unknown.join(', ')}. The sites: ${sites.map((site) => site.name).join(', ')}`)
  return sites.filter((site) => requested.includes(site.name))
}
