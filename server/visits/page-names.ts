import type { SiteManifest } from '../../src/model/manifest.ts'
import { capitalised } from '../../src/model/words/capitalised.ts'

/** The home page's name on the office's screens: "the Home page", "Home" in a table. */
const homePageName = 'Home'

/** A page the site no longer has, as the Visits screen names one that visits or requests were counted on. */
export const formerPageName = 'A page no longer on the website'

/** A page without a heading, by the last part of its address: "/opening-hours" → "Opening hours". */
const lastPartOf = (path: string): string => {
  const part = path.slice(path.lastIndexOf('/') + 1).replaceAll(/[-_]+/g, ' ')
  return capitalised(part)
}

/**
 * The pages of the served site by the names the office knows them by, never by their addresses: a service's page by
 * the service's name, the home page as "Home", any other page (a post among them) by its heading. Undefined for an
 * address that is no page of the site (any more).
 */
export function pageNamesOf(manifest: Pick<SiteManifest, 'pages' | 'services'>): (path: string) => string | undefined {
  const names = new Map(manifest.pages.map((page) => [page.path, page.heading.trim() || lastPartOf(page.path)]))
  for (const service of manifest.services ?? []) if (names.has(service.path)) names.set(service.path, service.name)
  if (names.has('/')) names.set('/', homePageName)
  return (path) => names.get(path)
}
