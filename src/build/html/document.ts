import escapeHtml from 'escape-html'
import { bootScript, speculationRules } from '../inline-scripts.ts'
import { iconLinks } from '../icons/icon-links.ts'
import { fontPreloads } from './font-preloads.ts'
import type { Business } from '../../schema/business.ts'
import type { Theme } from '../../schema/theme.ts'
import { themeColor, themeCss } from '../../theme/theme-css.ts'
import type { RouteHead } from '../../model/site-data.ts'
import type { Alternate } from '../../languages/page-alternates.ts'

export interface DocumentParts {
  head: RouteHead
  /** The address of this route on the live site. */
  path: string
  appHtml: string
  business: Business
  /** The site's look; without one, its usual look. */
  theme: Theme | undefined
  /** The address of the shell's JSON file (see render-site.ts), which the islands fetch. */
  shell: string
  /** A picture for link previews, from the site root. */
  image?: string
  /** The size and media type of `image`, when the build made it. */
  imageFacts?: { width: number; height: number; type: string }
  /** Set for blog posts: link previews and search engines then treat the page as an article. */
  article?: { publishedTime: string; section: string; tags: string[] }
  /** An RSS feed to advertise, from the site root. */
  feed?: { href: string; title: string }
  /** schema.org objects written as JSON-LD. */
  jsonLd?: Record<string, unknown>[]
  /** Sends browsers on without JavaScript (redirect routes). */
  refreshTo?: string
  noIndex?: boolean
  /** The page in each language it is written in, the main language first, itself included; none for one. */
  alternates?: Alternate[]
}

const ogLocale = (code: string) => code.replace('-', '_')

/**
 * Links to the page in its other languages for search engines, the main language's standing for every other
 * language (`x-default`), and the other languages of its link previews.
 */
function languageLinks({ alternates = [], business }: DocumentParts, url: string): string[] {
  if (alternates.length < 2) return []
  const href = (path: string) => escapeHtml(new URL(path, url).href)
  return [
    ...alternates.map(
      ({ code, path }) => `<link rel="alternate" hreflang="${escapeHtml(code)}" href="${href(path)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href(alternates[0]!.path)}" />`,
    ...alternates
      .filter(({ code }) => code !== business.locale)
      .map(({ code }) => `<meta property="og:locale:alternate" content="${escapeHtml(ogLocale(code))}" />`),
  ]
}

/** JSON that cannot close the <script> element it sits in. */
const jsonForHtml = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')

/** CSS that cannot close the <style> element it sits in, whatever a theme holds. */
const cssForHtml = (css: string): string => css.replace(/</g, '\\3c ')

/** Fills the built index.html (the template) with one route's head tags and prerendered markup. */
export function renderDocument(template: string, parts: DocumentParts): string {
  const url = new URL(parts.path, parts.business.url).href
  const tags = [
    `<meta name="theme-color" content="${themeColor(parts.theme)}" />`,
    `<title>${escapeHtml(parts.head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.head.description)}" />`,
    ...iconLinks(parts.business),
    ...fontPreloads(parts.theme),
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
    `<meta property="og:locale" content="${escapeHtml(ogLocale(parts.business.locale))}" />`,
    ...languageLinks(parts, url),
    parts.image ? `<meta property="og:image" content="${escapeHtml(new URL(parts.image, url).href)}" />` : '',
    ...(parts.image && parts.imageFacts
      ? [
          `<meta property="og:image:width" content="${parts.imageFacts.width}" />`,
          `<meta property="og:image:height" content="${parts.imageFacts.height}" />`,
          `<meta property="og:image:type" content="${escapeHtml(parts.imageFacts.type)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${parts.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(parts.head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(parts.head.description)}" />`,
    parts.image ? `<meta name="twitter:image" content="${escapeHtml(new URL(parts.image, url).href)}" />` : '',
    parts.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(parts.feed.title)}" href="${escapeHtml(parts.feed.href)}" />`
      : '',
    ...(parts.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForHtml(data)}</script>`),
    `<script type="speculationrules">${speculationRules}</script>`,
    parts.refreshTo ? `<meta http-equiv="refresh" content="0; url=${escapeHtml(parts.refreshTo)}" />` : '',
    parts.noIndex || parts.refreshTo ? '<meta name="robots" content="noindex" />' : '',
  ].filter(Boolean)
  const { page, runtime } = withoutEagerScripts(template)
  // Each part is given by a function: a string would read `$&` or `$'` in the site's own text as patterns.
  return (
    page
      .replace('<html lang="en">', () => `<html lang="${escapeHtml(parts.business.locale)}">`)
      .replace('<!--head-->', () => tags.join('\n    '))
      .replace(
        '<div id="root">',
        () => `<div id="root" data-path="${escapeHtml(parts.path)}" data-shell="${escapeHtml(parts.shell)}">`,
      )
      .replace('<!--app-->', () => parts.appHtml)
      // After the stylesheet's link, so the theme's values win over its :root.
      .replace('</head>', () => `<style>${cssForHtml(themeCss(parts.theme))}</style>\n  </head>`)
      .replace('</body>', () => `<script data-runtime="${escapeHtml(runtime)}">${bootScript}</script>\n  </body>`)
  )
}

/**
 * Takes the page's own script and its preloads out of the built template: nothing but the HTML, the
 * stylesheet and the pictures comes before the first paint. The boot script starts the script later.
 */
function withoutEagerScripts(template: string): { page: string; runtime: string } {
  // The last one: in development, Vite's client (/@vite/client) comes before it and stays.
  const entry = [...template.matchAll(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g)].at(-1)
  if (!entry?.[1]) throw new Error('The built index.html has no module script: is its <script type="module"> gone?')
  const page = template.replace(entry[0], '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  return { page, runtime: entry[1] }
}
