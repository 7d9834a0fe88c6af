import { blogPostPath } from './routes.ts'
import type { Site } from './site-schema.ts'
import type { RouteData, ShellData } from '../render/site-data.ts'

/** Splits a validated site into the shell every page shares and one data object per route. */
export function shellData(site: Site): ShellData {
  const { business, navigation, headerButton, mobileNavigation, services, faq, values, footer, notFound, chat } = site
  return { business, navigation, headerButton, mobileNavigation, services, faq, values, footer, notFound, chat }
}

export function routeData(site: Site): RouteData[] {
  return [
    ...Object.entries(site.pages).map(([path, page]): RouteData => ({ kind: 'page', path, page })),
    ...(site.redirects ?? []).map((redirect): RouteData => ({ kind: 'redirect', path: redirect.from, redirect })),
    ...(site.blog?.posts ?? []).map((post): RouteData => ({ kind: 'post', path: blogPostPath(post.slug), post })),
  ]
}
