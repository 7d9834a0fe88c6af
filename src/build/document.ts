import escapeHtml from 'escape-html'
import type { Business } from '../model/site.ts'
import type { RouteHead } from '../model/site-data.ts'

export interface DocumentParts {
  head: RouteHead
  /** The address of this route on the live site. */
  path: string
  appHtml: string
  business: Business
  /** A picture for link previews, from the site root. */
  image?: string
  /** Set for blog posts: link previews and search engines then treat the page as an article. */
  article?: { publishedTime: string; section: string; tags: string[] }
  /** An RSS feed to advertise, from the site root. */
  feed?: { href: string; title: string }
  /** schema.org objects written as JSON-LD. */
  jsonLd?: Record<string, unknown>[]
  /** Data files this route needs at once, fetched alongside the main bundle. */
  preload?: string[]
  /** Sends browsers on without JavaScript (redirect routes). */
  refreshTo?: string
  noIndex?: boolean
}

/** JSON that cannot close the <script> element it sits in. */
const jsonForHtml = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')

/** Fills the built index.html (the template) with one route's head tags and prerendered markup. */
export function renderDocument(template: string, parts: DocumentParts): string {
  const url = new URL(parts.path, parts.business.url).href
  const tags = [
    `<title>${escapeHtml(parts.head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${parts.article ? 'article' : 'website'}" />`,
    ...(parts.article
      ? [
          `<meta property="article:published_time" content="${escapeHtml(parts.article.publishedTime)}" />`,
          `<meta property="article:section" content="${escapeHtml(parts.article.section)}" />`,
          ...parts.article.tags.map((tag) => `<meta property="article:tag" content="${escapeHtml(tag)}" />`),
        ]
      : []),
    `<meta property="og:site_name" content="${escapeHtml(parts.business.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(parts.head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(parts.head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${escapeHtml(parts.business.locale.replace('-', '_'))}" />`,
    parts.image ? `<meta property="og:image" content="${escapeHtml(new URL(parts.image, url).href)}" />` : '',
    `<meta name="twitter:card" content="${parts.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(parts.head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(parts.head.description)}" />`,
    parts.image ? `<meta name="twitter:image" content="${escapeHtml(new URL(parts.image, url).href)}" />` : '',
    parts.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(parts.feed.title)}" href="${escapeHtml(parts.feed.href)}" />`
      : '',
    ...(parts.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForHtml(data)}</script>`),
    ...(parts.preload ?? []).map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous" />`,
    ),
    parts.refreshTo ? `<meta http-equiv="refresh" content="0; url=${escapeHtml(parts.refreshTo)}" />` : '',
    parts.noIndex || parts.refreshTo ? '<meta name="robots" content="noindex" />' : '',
  ].filter(Boolean)
  return template
    .replace('<html lang="en">', `<html lang="${escapeHtml(parts.business.locale)}">`)
    .replace('<!--head-->', tags.join('\n    '))
    .replace('<!--app-->', parts.appHtml)
}
