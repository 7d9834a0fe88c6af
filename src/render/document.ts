import type { Business } from '../config/site-schema.ts'
import type { RouteHead } from './site-data.ts'

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export interface DocumentParts {
  head: RouteHead
  /** The address of this route on the live site. */
  path: string
  appHtml: string
  business: Business
  /** Data files this route needs at once, fetched alongside the main bundle. */
  preload?: string[]
  /** Sends browsers on without JavaScript (redirect routes). */
  refreshTo?: string
  noIndex?: boolean
}

/** Fills the built index.html with one route's head tags and prerendered markup. */
export function fillTemplate(template: string, parts: DocumentParts): string {
  const url = new URL(parts.path, parts.business.url).href
  const tags = [
    `<title>${escapeHtml(parts.head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(parts.business.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(parts.head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(parts.head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
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
