import type { Site } from '../schema/site.ts'
import { pageLanguage } from './site-languages.ts'

/** Each main-language page's address in every language it has, by language code: `/contact` → { sw-KE: /sw/… }. */
export type Translations = Map<string, Map<string, string>>

const cache = new WeakMap<Site['pages'], Translations>()

/** The pages of the site grouped by the main-language page they translate, that page included. */
export function translationsOf(site: Pick<Site, 'business' | 'pages'>): Translations {
  const known = cache.get(site.pages)
  if (known) return known
  const groups: Translations = new Map()
  const groupOf = (path: string) => groups.get(path) ?? groups.set(path, new Map()).get(path)!
  for (const [path, page] of Object.entries(site.pages)) {
    if (!page.language || page.language === site.business.locale) groupOf(path).set(site.business.locale, path)
    else if (page.translationOf) groupOf(page.translationOf).set(pageLanguage(page, site), path)
  }
  cache.set(site.pages, groups)
  return groups
}

/**
 * Every language's address of the page at `path`, the page itself included, by language code; just the page
 * when it has no translation.
 */
export function alternatesOf(site: Pick<Site, 'business' | 'pages'>, path: string): Map<string, string> {
  const page = site.pages[path]
  const main = page?.translationOf && page.language !== site.business.locale ? page.translationOf : path
  return translationsOf(site).get(main) ?? new Map(page ? [[pageLanguage(page, site), path]] : [])
}

/**
 * Where a link of a page in `language` leads: a main-language page's translation into that language when there
 * is one; anything else (another site, a file, a page without translation) as it is. A link's `#part` is kept.
 */
export function linkInLanguage(site: Pick<Site, 'business' | 'pages'>, link: string, language: string): string {
  if (!link.startsWith('/')) return link
  const [path, ...rest] = link.split('#')
  const translated = translationsOf(site)
    .get(path || '/')
    ?.get(language)
  return translated ? [translated, ...rest].join('#') : link
}
