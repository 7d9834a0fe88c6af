import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { projectRoot, type SiteFolder } from './sites.ts'

const run = promisify(execFile)

/** A site built into `dist`, or the reason it was not: the checker's or the build's own words. */
export interface SiteBuild {
  site: SiteFolder
  dist: string
  failure?: string
}

// The test runner's settings would change the build (NODE_ENV picks React's development build), and a site
// or output named by the caller's environment would replace the one asked for.
const buildEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST|TEST$|NODE_ENV$|SITE_YAML$|SITE_DIR$|SITE_DIST$)/.test(name),
    ),
  )

/**
 * Builds one site folder into `dist` with `npm run build`'s own script (SITE_DIR and SITE_DIST). The code is
 * built only when it is older than its sources (`--reuse-code`), so builds after the first draw pages only.
 */
export async function buildSite(site: SiteFolder, dist: string): Promise<SiteBuild> {
  try {
    await run(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/build.ts'), '--reuse-code'], {
      cwd: projectRoot,
      env: { ...buildEnv(), SITE_DIR: site.dir, SITE_DIST: dist },
      maxBuffer: 16 * 1024 * 1024,
    })
    return { site, dist }
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return { site, dist, failure: stderr.trim() || stdout.trim() || (error as Error).message }
  }
}

/**
 * Builds every site, each into `distOf(site)`: the first alone, so that it alone builds the code if the code is
 * out of date, then the others side by side.
 */
export async function buildSites(sites: SiteFolder[], distOf: (site: SiteFolder) => string): Promise<SiteBuild[]> {
  const [first, ...others] = sites
  if (!first) return []
  const firstBuild = await buildSite(first, distOf(first))
  return [firstBuild, ...(await Promise.all(others.map((site) => buildSite(site, distOf(site)))))]
}
