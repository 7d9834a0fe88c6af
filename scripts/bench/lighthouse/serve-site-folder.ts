import { join } from 'node:path'
import { buildSite, serveSite, type ServedSite } from '../serve-site.ts'
import type { SiteFolder } from './site-folders.ts'

/**
 * Builds `site` into a folder of its own under `work` and serves it on 127.0.0.1 and a free port, with its
 * database in `work` too, so sites served one after another share nothing.
 */
export async function serveSiteFolder(site: SiteFolder, work: string): Promise<ServedSite> {
  const dist = buildSite(join(work, `dist-${site.name}`), site.dir)
  return serveSite(dist, join(work, `data-${site.name}`))
}
