import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const projectRoot = resolve(import.meta.dirname, '../..')
export const examplesDir = join(projectRoot, 'examples')

/** A site of this repository: a folder holding its site.yaml and its public/ folder. */
export interface SiteFolder {
  /** A short name, also the name of its built folder: "own" for the repository's own site, else the example's folder. */
  name: string
  /** How messages name the site. */
  label: string
  dir: string
}

/** The repository's own site, at its root. */
export const ownSite: SiteFolder = { name: 'own', label: 'the repository’s own site', dir: projectRoot }

/** Every folder of examples/ that holds a site.yaml, by name. */
export function exampleSites(): SiteFolder[] {
  if (!existsSync(examplesDir)) return []
  return readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(examplesDir, entry.name, 'site.yaml')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name, label: `examples/${name}`, dir: join(examplesDir, name) }))
}

/** The repository's own site, then every example. */
export const everySite = (): SiteFolder[] => [ownSite, ...exampleSites()]
