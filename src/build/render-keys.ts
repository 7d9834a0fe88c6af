import { createHash } from 'node:crypto'
import type { RouteData } from '../model/site-data.ts'

/** What a page is drawn from, besides its own route data: the same for every page of one render. */
export interface SharedInputs {
  /** The code build's version: other components draw other pages. */
  codeVersion: string
  /** The shell's JSON: the header, footer, menus, forms and business facts every page shows. */
  shellJson: string
  /** Whether the site has a blog (its pages then advertise the feed). */
  hasBlog: boolean
}

/**
 * A page's render key: a hash of everything its HTML is made from. Two renders that give a page the
 * same key give it the same HTML, so a publish takes that page from the site it replaces instead of
 * drawing it again. Anything left out of the key would be a page shown out of date, so the key takes
 * whole inputs (the shell, the route's data as JSON) rather than a guess at which parts matter.
 */
export function renderKey(shared: SharedInputs, route: RouteData, ogImage: string | undefined): string {
  return createHash('sha256')
    .update(shared.codeVersion)
    .update('\0')
    .update(shared.shellJson)
    .update('\0')
    .update(shared.hasBlog ? 'blog' : 'no blog')
    .update('\0')
    .update(JSON.stringify(route))
    .update('\0')
    .update(ogImage ?? '')
    .digest('base64url')
}

/** The key of the shell file's content, for its address: browsers keep it until the site's shell changes. */
export const shellFileName = (shellJson: string): string =>
  `shell-${createHash('sha256').update(shellJson).digest('hex').slice(0, 12)}.json`
