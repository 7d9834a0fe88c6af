import type { Site } from '../../schema/site.ts'
import { withName } from '../../model/site-data.ts'
import { renderDocument } from './document.ts'
import { siteWords } from '../../words/site-words.ts'
import { siteLanguages } from '../../languages/site-languages.ts'

/** The site's not-found pages: its own, the blog's for an unknown /blog/<slug>, and each other language's ("/sw/404"). */
export type NotFoundPage = '/404' | '/blog/404' | `/${string}/404`

/** Which not-found page answers `path`, as the server picks it. */
export function notFoundPageFor(site: Site, path: string): NotFoundPage {
  const language = siteLanguages(site).find(({ isMain, path: root }) => !isMain && path.startsWith(`${root}/`))
  if (language) return `${language.path}/404` as NotFoundPage
  return site.blog && path.startsWith('/blog/') ? '/blog/404' : '/404'
}

/** The whole HTML document of a not-found page (404.html, blog/404.html), kept out of search engines. */
export function notFoundDocument(
  template: string,
  site: Site,
  page: NotFoundPage,
  appHtml: string,
  shell: string,
): string {
  const { business, notFound } = site
  const words = siteWords(site)
  const [title, description] =
    page === '/blog/404' ? [words.postNotFoundHeading, words.postNotFound] : [notFound.title, notFound.title]
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
