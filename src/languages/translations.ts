import type { Site } from '../schema/site.ts'
import { pageLanguage } from './site-languages.ts'
import { postLanguage, postPathIn } from './blog-in-language.ts'

/**
 * Each main-language page's and post's address in every language it has, by language code:
 * `/contact` → { en-KE: /contact, sw-KE: /sw/wasiliana-nasi }.
 */
export type Translations = Map<string, Map<string, string>>

type Translatable = Pick<Site, 'business' | 'pages' | 'blog' | 'languages'>

const cache = new WeakMap<Site['pages'], WeakMap<object, Translations>>()
const noBlog = {}

/** The pages and posts of the site grouped by the main-language page or post they translate, that one included. */
export function translationsOf(site: Translatable): Translations {
  const byBlog = cache.get(site.pages) ?? cache.set(site.pages, new WeakMap()).get(site.pages)!
  const known = byBlog.get(site.blog ?? noBlog)
  if (known) return known
  const main = site.business.locale
  const groups: Translations = new Map()
  const groupOf = (path: string) => groups.get(path) ?? groups.set(path, new Map()).get(path)!
  for (const [path, page] of Object.entries(site.pages)) {
    if (!page.language || page.language === main) groupOf(path).set(main, path)
    else if (page.translationOf) groupOf(page.translationOf).set(pageLanguage(page, site), path)
  }
  const posts = site.blog?.posts ?? []
  const mainPosts = new Map(posts.filter((post) => postLanguage(post, main) === main).map((post) => [post.id, post]))
  for (const post of mainPosts.values()) groupOf(postPathIn(site, post)).set(main, postPathIn(site, post))
  for (const post of posts) {
    const original = post.translationOf === undefined ? undefined : mainPosts.get(post.translationOf)
    if (original && post.language && post.language !== main)
      groupOf(postPathIn(site, original)).set(post.language, postPathIn(site, post))
  }
  byBlog.set(site.blog ?? noBlog, groups)
  return groups
}

/**
 * Every language's address of the page or post at `path`, itself included, by language code; just its own
 * when it has no translation.
 */
export function alternatesOf(site: Translatable, path: string): Map<string, string> {
  for (const group of translationsOf(site).values()) if ([...group.values()].includes(path)) return group
  const page = site.pages[path]
  return new Map(page ? [[pageLanguage(page, site), path]] : [])
}

/**
 * Where a link of a page in `language` leads: a main-language page's translation into that language when there
 * is one; anything else (another site, a file, a page without translation) as it is. A link's `#part` is kept.
 */
export function linkInLanguage(site: Translatable, link: string, language: string): string {
  if (!link.startsWith('/')) return link
  const [path, ...rest] = link.split('#')
  const translated = translationsOf(site)
    .get(path || '/')
    ?.get(language)
  return translated ? [translated, ...rest].join('#') : link
}
