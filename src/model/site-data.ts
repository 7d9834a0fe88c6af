import type { PostPage } from './blog-data.ts'
import type { SiteLanguage } from '../languages/site-languages.ts'
import type { Business } from '../schema/business.ts'
import { fillWords, wordsFor, type Words } from '../words/words.ts'
import type { Faq, Page, Redirect, Service, Site, CompanyValues } from '../schema/site.ts'
import type { Footer, LinkItem, MobileNavigation, NavigationItem } from '../schema/navigation.ts'

/** What every page needs: the facts and menus around the page content; in the browser, a chunk islands load when they need it. */
export interface ShellData {
  business: Business
  navigation: NavigationItem[]
  headerButton?: LinkItem
  mobileNavigation: MobileNavigation
  services: Service[]
  faq?: Faq
  values?: CompanyValues
  footer: Footer
  notFound: Site['notFound']
  /** Every form, so any page can open one as a popup. */
  forms: Site['forms']
  chat?: Site['chat']
  /** The site's look: each prerendered page carries it in its head, the editor's preview draws it from here. */
  theme?: Site['theme']
  /** The product's own words in the language of the shell's pages, with the site's changes made. */
  words: Words
  /** The site's languages, the main one first, when it has more than one. */
  languages?: SiteLanguage[]
  /** Each page's address in every language it is written in, by language code: the language switch's links. */
  translations?: Record<string, string>[]
}

/** A page's h1, and whether its opening block draws it (so the page must not draw another). */
export interface PageHeading {
  text: string
  isDrawnByBlock: boolean
}

/** One route's own data: what the prerender draws the route from. */
export type RouteData = (
  | { kind: 'page'; path: string; page: Page; heading: PageHeading }
  | { kind: 'redirect'; path: string; redirect: Redirect }
  | { kind: 'post'; path: string; post: PostPage }
) & {
  /** The language of the route's page, whose shell it is drawn with; the main language when left out. */
  language?: string
}

/** The <title> and description of a route, as the prerender writes them and the browser updates them. */
export interface RouteHead {
  title: string
  description: string
}

/** The head of a route; the product's words, for a redirect's, are those of the business's language unless given. */
export function routeHead(data: RouteData, business: Business, words = wordsFor(business.locale)): RouteHead {
  switch (data.kind) {
    case 'page':
      return { title: withName(data.page.title, business), description: data.page.description }
    case 'post':
      return { title: withName(data.post.title, business), description: data.post.metaDescription }
    case 'redirect':
      return {
        title: withName(words.redirecting, business),
        description: data.redirect.message ?? fillWords(words.redirectingTo, { address: data.redirect.to }),
      }
  }
}

/** "About Us | Business name", unless the editor already wrote a full title. */
export const withName = (title: string, business: Business): string =>
  title.includes(business.name) || title.includes(' | ') ? title : `${title} | ${business.name}`
