import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildServer } from '../../server/app.ts'
import { settingsFromEnv } from '../../server/receiver/settings.ts'
import type { SiteManifest } from '../../src/model/manifest.ts'

const root = resolve(import.meta.dirname, '../..')

/**
 * Builds the site into `SITE_DIST=<distName>` (relative to the project, or absolute) and returns that folder;
 * quiet unless it fails. `siteDir` builds the site folder it names (`SITE_DIR`) instead of the project's own.
 */
export function buildSite(distName: string, siteDir?: string): string {
  try {
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, SITE_DIST: distName, ...(siteDir ? { SITE_DIR: siteDir } : {}) },
    })
  } catch (error) {
    const { stderr } = error as { stderr?: Buffer }
    throw new Error(`The build failed:\n${stderr?.toString() ?? (error as Error).message}`, { cause: error })
  }
  return resolve(root, distName)
}

export function readManifest(distDir: string): SiteManifest {
  return JSON.parse(readFileSync(join(distDir, 'site-manifest.json'), 'utf8')) as SiteManifest
}

export interface ServedSite {
  /** The address it answers on, without a trailing slash: `http://127.0.0.1:<port>`. */
  origin: string
  close(): Promise<void>
}

/**
 * Serves a built site with the project's own server on 127.0.0.1 and a free port. Its database goes to
 * `dataDir`, and a fixed /admin password means nothing of a first start is printed.
 */
export async function serveSite(distDir: string, dataDir: string): Promise<ServedSite> {
  const settings = settingsFromEnv(
    { DATA_DIR: dataDir, ADMIN_PASSWORD: 'a benchmark needs no inbox, only the pages' },
    readManifest(distDir).siteUrl,
  )
  const app = await buildServer({ distDir, receiver: { settings } })
  try {
    return { origin: await app.listen({ host: '127.0.0.1', port: 0 }), close: () => app.close() }
  } catch (error) {
    await app.close()
    throw error
  }
}
