import { basename, resolve } from 'node:path'
import { siteDir } from './site-dir.ts'

const projectRoot = resolve(import.meta.dirname, '../..')

/**
 * Where a site's build lives: SITE_DIST when set (so builds can run side by side), else dist/ for the
 * project's own site and dist-sites/<folder>/ for another (`--site examples/salon`), so that `npm start` never
 * serves one site's build for another's.
 */
export const distDirOf = (site: string, env: NodeJS.ProcessEnv): string =>
  resolve(projectRoot, env.SITE_DIST ?? (resolve(site) === projectRoot ? 'dist' : `dist-sites/${basename(site)}`))

/** Where this process's site is built. */
export const distDir = distDirOf(siteDir, process.env)
