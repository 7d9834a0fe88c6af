import { pageHeading, pagesOf } from './block-facts.ts'
import { postRoute } from './post-routes.ts'
import { reservedAddressOf } from '../model/reserved-addresses.ts'
import type { Site } from '../schema/site.ts'
import type { RouteData, ShellData } from '../model/site-data.ts'
import { withOpeningHours } from '../model/time/opening-hours.ts'

/** Splits a validated site into the shell every page shares and one data object per route. */
export function shellData(site: Site): ShellData {
  const { business, navigation, headerButton, mobileNavigation, services, faq, values, footer, notFound } = site
  const { chat, forms, theme } = site
  return {
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

function buildRouteData(site: Site): RouteData[] {
  const posts = site.blog?.posts ?? []
  const byId = new Map(posts.map((post) => [post.id, post]))
  const routes = [
    ...Object.entries(site.pages).flatMap(([path, page]) =>
      pagesOf(path, page, site).map((at): RouteData => ({ kind: 'page', ...at, heading: pageHeading(at.page) })),
    ),
    ...(site.redirects ?? []).map((redirect): RouteData => ({ kind: 'redirect', path: redirect.from, redirect })),
    ...posts.map((post) => postRoute(post, byId)),
  ]
  // The check refuses these first; a site that skipped it must still never put a page over /admin.
  for (const { path } of routes) {
    const reserved = reservedAddressOf(path)
    if (reserved)
      throw new Error(`No page can be drawn at ${path}: it belongs to the site's own workings (${reserved.use}).`)
  }
  return routes
}
