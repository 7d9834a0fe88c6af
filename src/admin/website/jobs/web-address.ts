import { isRecord } from '../../../model/is-record.ts'

/** "Repairs & Servicing" → "repairs-servicing": lower-case words joined by hyphens. */
export function wordsToAddress(words: string): string {
  return words
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** `base`, or `base-2`, `base-3`… : the first that `isTaken` does not refuse (at most 1,000 tries). */
export function freeName(base: string, isTaken: (name: string) => boolean): string {
  if (!isTaken(base)) return base
  for (let n = 2; n < 1000; n++) if (!isTaken(`${base}-${n}`)) return `${base}-${n}`
  return `${base}-${Date.now()}`
}

/**
 * How a visitor would find a page of the site in the browser's address bar, "www.example.com/repairs":
 * the site's own web address from `business.url` with the page's path, or the path alone when there is none.
 */
export function webAddressOf(data: unknown, path: string): string {
  const business = isRecord(data) && isRecord(data.business) ? data.business : {}
  const url = typeof business.url === 'string' ? business.url : ''
  try {
    return `${new URL(url).host}${path === '/' ? '' : path}`
  } catch {
    return path
  }
}
