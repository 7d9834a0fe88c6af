import escapeXml from 'escape-html'
import type { Site } from '../../schema/site.ts'
import type { ShellData } from '../../model/site-data.ts'
import { pageAlternates } from '../../languages/page-alternates.ts'

/**
 * sitemap.xml: every page and post, never a redirect. A page written in more than one language lists all its
 * addresses, itself included, and the main language's for everyone else.
 */
export function sitemapXml(
  site: Site,
  paths: readonly string[],
  shell: Pick<ShellData, 'languages' | 'translations'> = {},
): string {
  const href = (path: string) => escapeXml(new URL(path, site.business.url).href)
  const urls = paths.map((path) => {
    const alternates = pageAlternates(shell, path)
    const links =
      alternates.length < 2
        ? []
        : [
            ...alternates.map(({ code, path: at }) => [code, at] as const),
            ['x-default', alternates[0]!.path] as const,
          ].map(([hreflang, at]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(at)}" />`)
    return `  <url><loc>${href(path)}</loc>${links.join('')}${links.length ? '\n  ' : ''}</url>`
  })
  const namespaces = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.business.url).href}\n`
}
