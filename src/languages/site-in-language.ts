import { translatedParts } from '../schema/languages.ts'
import type { Page, Site } from '../schema/site.ts'
import { isRecord } from '../model/is-record.ts'
import { blogIn } from './blog-in-language.ts'
import { overlay } from './overlay.ts'
import { siteLanguages, type SiteLanguage } from './site-languages.ts'
import { linkInLanguage } from './translations.ts'
import { withServiceChoices } from '../model/service-choices.ts'

/**
 * The whole site as one language shows it: that language's pages only, the shared texts (menus, footer,
 * forms, chat, the business's words) laid over the main language's, `business.locale` set to the language,
 * each form's choices from the services filled in (withServiceChoices),
 * its word changes, and every link to a main-language page led to its translation. A menu item whose page
 * has no translation is left out, or kept and marked, as the language says. Each language's blog holds the
 * posts written in it; redirects belong to the main language. The main language's own site keeps only its own
 * pages and posts.
 */
export function siteInLanguage(site: Site, code: string): Site {
  const languages = siteLanguages(site)
  const language = languages.find((candidate) => candidate.code === code && !candidate.isMain)
  const main = site.business.locale
  if (!language)
    return {
      ...site,
      pages: pagesIn(site, main),
      blog: blogIn(site.blog, main, main),
      forms: withServiceChoices(site.forms, site.services),
    }
  const entry = site.languages!.find((candidate) => candidate.code === code)!
  const texts = (entry.texts ?? {}) as Record<string, unknown>
  const shared = Object.fromEntries(
    translatedParts.flatMap((part) => (site[part] === undefined ? [] : [[part, overlay(site[part], texts[part])]])),
  ) as Pick<Site, (typeof translatedParts)[number]>
  const lead = leader(site, language, languages[0]!)
  // Blocks name phone numbers by their main-language labels, which the language may have translated.
  const phoneLabels = new Map(site.business.phones.map((phone, at) => [phone.label, shared.business.phones[at]!.label]))
  return {
    ...site,
    ...shared,
    business: { ...shared.business, locale: code },
    words: entry.words,
    // Every service is a choice, its page translated or not; its value is the same in every language.
    forms: withServiceChoices(shared.forms, site.services, shared.services),
    navigation: lead
      .menu(shared.navigation)
      .map((item) => (item.items ? { ...item, items: lead.menu(item.items) } : item)),
    headerButton: shared.headerButton && lead.item(shared.headerButton),
    mobileNavigation: {
      button: lead.item(shared.mobileNavigation.button),
      tabs: lead.menu(shared.mobileNavigation.tabs),
    },
    services: lead.menu(shared.services),
    footer: { ...shared.footer, quickLinks: lead.menu(shared.footer.quickLinks) },
    pages: Object.fromEntries(
      Object.entries(pagesIn(site, code)).map(([path, page]) => [path, withPhoneLabels(lead.links(page), phoneLabels)]),
    ),
    redirects: undefined,
    blog: blogIn(site.blog, main, code),
  }
}

/** The pages written in `code`. */
function pagesIn(site: Site, code: string): Site['pages'] {
  const main = site.business.locale
  return Object.fromEntries(Object.entries(site.pages).filter(([, page]) => (page.language ?? main) === code))
}

const markdownLink = /\]\((\/[^)\s]*)\)/g

/** Leads the links of one language's menus and pages to its pages. */
function leader(site: Site, language: SiteLanguage, main: SiteLanguage) {
  const lead = (link: string) => linkInLanguage(site, link, language.code)
  /** A link that stays on a main-language page because that page has no translation. */
  const isUntranslated = (link: string) => {
    const path = link.split('#')[0]!
    const page = site.pages[path]
    return Boolean(page) && (page!.language ?? main.code) === main.code && lead(link) === link
  }
  const item = <T extends { link?: string; label?: string }>(entry: T): T => {
    if (!entry.link) return entry
    const link = lead(entry.link)
    const marked = language.untranslated === 'show-default' && isUntranslated(entry.link) && entry.label
    return { ...entry, link, ...(marked ? { label: `${entry.label} (${main.name})` } : {}) }
  }
  const menu = <T extends { link?: string; label?: string }>(entries: T[]): T[] =>
    entries
      .filter((entry) => !(entry.link && language.untranslated === 'leave-out' && isUntranslated(entry.link)))
      .map(item)
  const links = (page: Page): Page => deepLinks(page, lead) as Page
  return { item, menu, links }
}

/** Every link in a page's blocks led on: a link field, or a link in Markdown text. */
function deepLinks(value: unknown, lead: (link: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => deepLinks(item, lead))
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepLinks(item, lead)]))
  if (typeof value !== 'string') return value
  if (value.startsWith('/')) return lead(value)
  return value.includes('](/') ? value.replace(markdownLink, (_whole, link: string) => `](${lead(link)})`) : value
}

/** A page whose blocks' lists of phone numbers (`phones: [Office]`) name them by the language's labels. */
function withPhoneLabels(value: unknown, labels: Map<string, string>, key = ''): Page {
  if (key === 'phones' && Array.isArray(value))
    return value.map((label: unknown) => (typeof label === 'string' ? (labels.get(label) ?? label) : label)) as never
  if (Array.isArray(value)) return value.map((item) => withPhoneLabels(item, labels)) as never
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withPhoneLabels(item, labels, name)]),
    ) as never
  return value as never
}
