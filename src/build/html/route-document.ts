import type { RouteData } from '../../model/site-data.ts'
import { routeHead } from '../../model/site-data.ts'
import type { Site } from '../../schema/site.ts'
import { sharedImage, showsBusinessDetails } from '../block-facts.ts'
import { blogPostingJsonLd, feedPathIn } from '../search-engines/blog-seo.ts'
import { renderDocument } from './document.ts'
import { siteWords } from '../../words/site-words.ts'
import { fillWords } from '../../words/words.ts'
import type { Alternate } from '../../languages/page-alternates.ts'
import { homePathIn } from '../../languages/language-paths.ts'
import { blogPathIn } from '../../languages/blog-in-language.ts'
import { ogImageSize, ogImageType } from '../images/og-image-facts.ts'
import { faqJsonLd, localBusinessJsonLd } from '../search-engines/structured-data.ts'

/** Search engines get the business on the home page and wherever it is shown, the FAQ on the home page. */
function structuredData(route: RouteData, site: Site): Record<string, unknown>[] {
  const { business, chat, faq } = site
  if (route.kind === 'post') return [blogPostingJsonLd(route.post, business, business.logo ?? chat?.avatar)]
  if (route.kind !== 'page') return []
  // A language's home page stands for the business as the main one does.
  const isHome = route.path === homePathIn(site, business.locale)
  return [
    ...(isHome || showsBusinessDetails(route.page) ? [localBusinessJsonLd(business, chat?.avatar)] : []),
    ...(isHome && faq ? [faqJsonLd(faq, business.locale)] : []),
  ]
}

/** The picture shown when the route is shared. */
export function previewImage(route: RouteData): string | undefined {
  if (route.kind === 'post') return route.post.image.src
  return route.kind === 'page' ? sharedImage(route.page) : undefined
}

export interface RouteDocumentOptions {
  /** The address of the shell's JSON file the islands fetch. */
  shell: string
  /** The 1200×630 link-preview picture the build drew for the route (see images/og-image.ts). */
  ogImage?: string
  /** The route's page in every language it is written in. */
  alternates?: Alternate[]
}

/** The whole HTML document of one route: the built template filled with its head tags and prerendered markup. */
export function routeDocument(
  template: string,
  route: RouteData,
  appHtml: string,
  site: Site,
  { shell, ogImage, alternates }: RouteDocumentOptions,
): string {
  const { business } = site
  const words = siteWords(site)
  return renderDocument(template, {
    head: routeHead(route, business, words),
    path: route.path,
    appHtml,
    business,
    theme: site.theme,
    shell,
    alternates,
    refreshTo: route.kind === 'redirect' ? route.redirect.to : undefined,
    image: ogImage ?? previewImage(route),
    ...(ogImage ? { imageFacts: { ...ogImageSize, type: ogImageType(ogImage) } } : {}),
    jsonLd: structuredData(route, site),
    ...(route.kind === 'post'
      ? { article: { publishedTime: route.post.date, section: route.post.category, tags: route.post.tags } }
      : {}),
    ...(site.blog && route.path.startsWith(blogPathIn(site))
      ? { feed: { href: feedPathIn(site), title: fillWords(words.blogFeed, { name: business.name }) } }
      : {}),
  })
}
