import { existsSync, statSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'

const projectRoot = resolve(import.meta.dirname, '../..')

/** The folder named after `--site` (or `--site=DIR`) in a command line; '' when the flag names none. */
export function siteFlag(argv: readonly string[]): string | undefined {
  const at = argv.indexOf('--site')
  if (at >= 0) return argv[at + 1]?.startsWith('-') ? '' : (argv[at + 1] ?? '')
  return argv.find((arg) => arg.startsWith('--site='))?.slice('--site='.length)
}

/** A site's folder, its site.yaml and its public/ folder. */
export interface SitePlaces {
  dir: string
  file: string
  publicDir: string
  /** site.yaml as messages name it: from where the command was typed (`examples/salon/site.yaml`). */
  shownFile: string
  /** The folder as messages name it. */
  shownDir: string
}

/**
 * Where a site is: the folder `--site` names (from where the command was typed), else SITE_DIR (from the
 * project, as SITE_DIST is), else the project itself. SITE_YAML names another file to use with its public/.
 */
export function sitePlacesOf(argv: readonly string[], env: NodeJS.ProcessEnv): SitePlaces {
  const flag = siteFlag(argv)
  // npm runs scripts from the project and says in INIT_CWD where the command was typed.
  const typedIn = env.INIT_CWD ?? process.cwd()
  const dir = flag ? resolve(typedIn, flag) : resolve(projectRoot, env.SITE_DIR || '.')
  const file = env.SITE_YAML ? resolve(projectRoot, env.SITE_YAML) : join(dir, 'site.yaml')
  const shown = (path: string) => {
    const fromThere = relative(typedIn, path)
    return fromThere.startsWith('..') || isAbsolute(fromThere) ? path : fromThere || '.'
  }
  return { dir, file, publicDir: join(dir, 'public'), shownFile: shown(file), shownDir: shown(dir) }
}

/** One sentence when the site's folder is missing or holds no site.yaml; undefined when it is a site. */
export function siteFolderProblem(places: SitePlaces, argv: readonly string[] = process.argv): string | undefined {
  if (siteFlag(argv) === '')
    return 'Name the site’s folder after --site, for example: npm run check -- --site examples/salon'
  if (!existsSync(places.dir) || !statSync(places.dir).isDirectory())
    return `There is no folder ${places.shownDir}: --site (or SITE_DIR) names a folder that holds a site’s site.yaml and its public/ folder.`
  if (!existsSync(places.file))
    return `There is no ${places.shownFile}: a site’s folder holds its site.yaml and its public/ folder.`
  return undefined
}

/** The site this process works on (see `sitePlacesOf`). */
export const site: SitePlaces = sitePlacesOf(process.argv, process.env)

// What this process starts (the build that `npm start` runs, worker threads) works on the same site.
if (siteFlag(process.argv)) process.env.SITE_DIR = site.dir

export const siteDir = site.dir
export const siteFile = site.file
export const sitePublicDir = site.publicDir
