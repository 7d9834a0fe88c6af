import { pageHeading, pagesOf } from './block-facts.ts'
import { postRoute, postsById } from './post-routes.ts'
import { reservedAddressOf } from '../model/reserved-addresses.ts'
import type { Site } from '../schema/site.ts'
import type { RouteData, ShellData } from '../model/site-data.ts'
import { withOpeningHours } from '../model/time/opening-hours.ts'
import { siteWords } from '../words/site-words.ts'
import { siteInLanguage } from '../languages/site-in-language.ts'
import { siteLanguages } from '../languages/site-languages.ts'
import { translationsOf } from '../languages/translations.ts'
import { blogPathIn } from '../languages/blog-in-language.ts'

/**
 * Splits a validated site into the shell every page of one language shares (the main language's when
 * `language` is left out) and one data object per route.
 */
export function shellData(whole: Site, language = whole.business.locale): ShellData {
  const site = siteInLanguage(whole, language)
  const { business, navigation, headerButton, mobileNavigation, services, faq, values, footer, notFound } = site
  const { chat, forms, theme } = site
  return {
    ...languageLinks(whole),
    business,
    navigation,
    headerButton,
    mobileNavigation,
    services,
    faq,
    values,
    footer,
    notFound,
    chat,
    forms: withOpeningHours(forms, business),
    theme,
    words: siteWords(site),
  }
}

const cache = new WeakMap<Site, RouteData[]>()

/** One data object per route; the same site gives the same (cached) list, as the dev server asks often. */
export function routeData(site: Site): RouteData[] {
  const cached = cache.get(site)
  if (cached) return cached
  const routes = buildRouteData(site)
  cache.set(site, routes)
  return routes
}

/** The languages and every page's translations, which the language switch leads between; none with one language. */
function languageLinks(site: Site): Pick<ShellData, 'languages' | 'translations'> {
  if (!site.languages?.length) return {}
  const translations = [...translationsOf(site).values()]
    .filter((group) => group.size > 1)
    .map((group) => Object.fromEntries(group))
  return { languages: siteLanguages(site), translations }
}

/** Every language's routes, each page's drawn with its language's shell. */
function buildRouteData(whole: Site): RouteData[] {
  return siteLanguages(whole).flatMap(({ code }) =>
    routesOf(siteInLanguage(whole, code)).map((route) => ({ ...route, language: code })),
  )
}

function routesOf(site: Site): RouteData[] {
  const posts = site.blog?.posts ?? []
  const byId = postsById(posts)
  const blogPath = blogPathIn(site)
  const routes = [
    ...Object.entries(site.pages).flatMap(([path, page]) =>
      pagesOf(path, page, site).map((at): RouteData => ({ kind: 'page', ...at, heading: pageHeading(at.page) })),
    ),
    ...(site.redirects ?? []).map((redirect): RouteData => ({ kind: 'redirect', path: redirect.from, redirect })),
    ...posts.map((post) => postRoute(post, byId, blogPath)),
  ]
  // The check refuses these first; a site that skipped it must still never put a page over /admin.
  for (const { path } of routes) {
    const reserved = reservedAddressOf(path)
    if (reserved)
      throw new Error(`No page can be drawn at ${path}: it belongs to the site's own workings (${reserved.use}).`)
  }
  return routes
}
