import { isRecord } from '../../../model/is-record.ts'
import { isPlaceholderWebAddress } from '../../../model/placeholder-web-address.ts'

export { wordsToAddress } from '../../../model/words/words-to-address.ts'

/** `base`, or `base-2`, `base-3`… : the first that `isTaken` does not refuse (at most 1,000 tries). */
export function freeName(base: string, isTaken: (name: string) => boolean): string {
  if (!isTaken(base)) return base
  for (let n = 2; n < 1000; n++) if (!isTaken(`${base}-${n}`)) return `${base}-${n}`
  return `${base}-${Date.now()}`
}

/**
 * How a visitor would find a page of the site in the browser's address bar, "www.ruirucleaning.co.ke/repairs":
 * the site's own web address from `business.url` with the page's path. While that is missing, wrong or still the
 * example a new site starts with, the name this editor is opened on stands in for it (without the "admin." of an
 * editor on a name of its own), as the site is served from the same place; the path alone when there is neither.
 */
export function webAddressOf(data: unknown, path: string, editorHost = globalThis.location?.host ?? ''): string {
  const business = isRecord(data) && isRecord(data.business) ? data.business : {}
  const url = typeof business.url === 'string' && !isPlaceholderWebAddress(business.url) ? business.url : ''
  const page = path === '/' ? '' : path
  try {
    return `${new URL(url).host}${page}`
  } catch {
    const host = editorHost.replace(/^admin\./, '')
    return host ? `${host}${page}` : path
  }
}
