import type { Site } from '../../schema/site.ts'
import { withName } from '../../model/site-data.ts'
import { renderDocument } from './document.ts'

/** The site's two not-found pages: its own, and the blog's for an unknown /blog/<slug>. */
export type NotFoundPage = '/404' | '/blog/404'

/** Which not-found page answers `path`, as the server picks it. */
export const notFoundPageFor = (site: Site, path: string): NotFoundPage =>
  site.blog && path.startsWith('/blog/') ? '/blog/404' : '/404'

/** The whole HTML document of a not-found page (404.html, blog/404.html), kept out of search engines. */
export function notFoundDocument(
  template: string,
  site: Site,
  page: NotFoundPage,
  appHtml: string,
  shell: string,
): string {
  const { business, notFound } = site
  const [title, description] =
    page === '/blog/404' ? ['Blog post not found', 'Blog post not found.'] : [notFound.title, notFound.title]
  return renderDocument(template, {
    head: { title: withName(title, business), description },
    path: page,
    appHtml,
    business,
    theme: site.theme,
    shell,
    noIndex: true,
  })
}
