import type { ShellData, RouteData } from '../../model/site-data.ts'
import type { Site } from '../../schema/site.ts'
import type { RenderRoute } from '../code-build.ts'
import { notFoundDocument, type NotFoundPage } from './not-found-document.ts'
import { routeDocument } from './route-document.ts'
import { pageAlternates } from '../../languages/page-alternates.ts'

/** What drawing a page takes: the code's template and renderer, the site, its shell and the shell's address. */
export interface PageDrawing {
  template: string
  renderRoute: RenderRoute
  site: Site
  layout: ShellData
  /** Where the islands fetch the shell from. */
  shell: string
}

/** The whole HTML document of one route, as renderSite writes it and the dev server answers it. */
export async function routePageHtml(drawing: PageDrawing, route: RouteData, ogImage?: string): Promise<string> {
  const { template, renderRoute, site, layout, shell } = drawing
  const html = await renderRoute(route.path, route, layout)
  const alternates = pageAlternates(layout, route.path)
  return routeDocument(template, route, html, site, { shell, alternates, ...(ogImage ? { ogImage } : {}) })
}

/** The whole HTML document of a not-found page. */
export async function notFoundPageHtml(drawing: PageDrawing, page: NotFoundPage): Promise<string> {
  const { template, renderRoute, site, layout, shell } = drawing
  return notFoundDocument(template, site, page, await renderRoute(page, null, layout), shell)
}
