import escapeXml from 'escape-html'
import type { Site } from '../../schema/site.ts'

/** sitemap.xml: every page and post, never a redirect. */
export function sitemapXml(site: Site, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, site.business.url).href)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.business.url).href}\n`
}
