import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { SiteManifest } from '../model/manifest.ts'
import type { RouteData } from '../model/site-data.ts'
import type { Site } from '../schema/site.ts'
import { feedPathIn, rssXml } from './search-engines/blog-seo.ts'
import type { BuiltCode } from './code-build.ts'
import { prepareSiteIcons } from './icons/site-icons.ts'
import { prepareImageVariants } from './images/image-variants.ts'
import { prepareOgImages } from './images/og-image.ts'
import { withImageVariants } from './images/site-images.ts'
import { linkTree } from './link-tree.ts'
import { linkNewFile, writeNewFile, writeNewFileSoon } from './new-file.ts'
import type { NotFoundPage } from './html/not-found-document.ts'
import { notFoundPageHtml, routePageHtml, type PageDrawing } from './html/page-html.ts'
import { renderKey, shellFileName, type SharedInputs } from './render-keys.ts'
import { robotsTxt, sitemapXml } from './search-engines/site-files.ts'
import { serviceFacts } from './service-facts.ts'
import { formLanguages } from './form-languages.ts'
import { routeData, shellData } from './site-routes.ts'
import { siteInLanguage } from '../languages/site-in-language.ts'
import { siteLanguages } from '../languages/site-languages.ts'
import { withOpeningHours } from '../model/time/opening-hours.ts'
import { withServiceChoices } from '../model/service-choices.ts'
import { timeZoneOf } from '../model/time/local-time.ts'

export interface RenderSiteOptions {
  code: BuiltCode
  /** The site's own files (pictures, favicon…), served from the site root. */
  publicDir: string
  /** Picture variants and link-preview pictures made once, kept by content between renders. */
  imageCache: string
  /** A site rendered before (the one being served): pages whose inputs are unchanged are taken from it. */
  previousDir?: string
  onWarning?: (message: string) => void
}

/** What a render did: pages drawn afresh, and pages taken unchanged from the previous site. */
export interface RenderReport {
  routes: number
  rendered: number
  reused: number
  ms: number
  /** Of `ms`, the time spent on pictures: reading new or changed files, and making their smaller copies. */
  pictureMs?: number
}

/** Where the shell's JSON is served from: named by its content, cached for good. */
const shellFolder = '_site'

/**
 * Prerenders a checked site into `outDir` (a new folder) with code built earlier: every route's page,
 * both not-found pages, the shell the islands fetch, sitemap, robots.txt, feed and picture variants,
 * beside links to the code's assets and the public files. Builds no code.
 */
export async function renderSite(site: Site, outDir: string, options: RenderSiteOptions): Promise<RenderReport> {
  const started = performance.now()
  const { code, publicDir, imageCache, previousDir, onWarning } = options
  mkdirSync(outDir, { recursive: true })
  linkTree(code.clientDir, outDir, { skip: (path) => path === 'index.html' })
  if (existsSync(publicDir)) linkTree(publicDir, outDir)

  const picturesStarted = performance.now()
  const variants = await prepareImageVariants(site, publicDir, outDir, imageCache)
  const shown = withImageVariants(site, variants)
  const routes = routeData(shown)
  const ogOptions = { onWarning: (message: string) => onWarning?.(message) }
  const ogImages = await prepareOgImages(routes, publicDir, outDir, imageCache, ogOptions)
  await prepareSiteIcons(site, publicDir, outDir, imageCache)
  const pictureMs = Math.round(performance.now() - picturesStarted)

  // Each language's pages share a shell of their own: its menus, forms and words.
  const byLanguage = new Map<string, { drawing: PageDrawing; shared: SharedInputs }>()
  for (const { code: language } of siteLanguages(site)) {
    const layout = shellData(shown, language)
    const shellJson = JSON.stringify(layout)
    const shell = `/${shellFolder}/${shellFileName(shellJson)}`
    write(join(outDir, shell), shellJson)
    const { template, renderRoute } = code
    const inLanguage = siteInLanguage(site, language)
    byLanguage.set(language, {
      drawing: { template, renderRoute, site: inLanguage, layout, shell },
      shared: { codeVersion: code.version, shellJson, hasBlog: Boolean(inLanguage.blog) },
    })
  }
  const main = byLanguage.get(site.business.locale)!
  const previous = previousRenders(previousDir)

  const renders: Record<string, string> = {}
  // Files are written by Node's own threads while the next page is drawn.
  const writes: Promise<void>[] = []
  let rendered = 0
  for (const route of routes) {
    const { drawing, shared } = byLanguage.get(route.language ?? site.business.locale) ?? main
    const ogImage = ogImages.get(route.path)
    const key = renderKey(shared, route, ogImage)
    renders[route.path] = key
    const file = pageFile(outDir, route.path)
    if (previousDir && previous[route.path] === key && reuse(pageFile(previousDir, route.path), file)) continue
    writes.push(writeSoon(file, await routePageHtml(drawing, route, ogImage)))
    rendered++
  }
  await Promise.all(writes)

  const notFoundPages: NotFoundPage[] = site.blog ? ['/404', '/blog/404'] : ['/404']
  for (const page of notFoundPages) write(join(outDir, `${page}.html`), await notFoundPageHtml(main.drawing, page))
  for (const { code: language, path, isMain } of siteLanguages(site))
    if (!isMain) {
      const page = `${path}/404` as NotFoundPage
      write(join(outDir, `${page}.html`), await notFoundPageHtml(byLanguage.get(language)!.drawing, page))
    }

  const manifest = siteManifest(site, routes, renders)
  write(join(outDir, 'site-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  write(
    join(outDir, 'sitemap.xml'),
    sitemapXml(
      site,
      manifest.pages.map((page) => page.path),
      main.drawing.layout,
    ),
  )
  write(join(outDir, 'robots.txt'), robotsTxt(site))
  for (const { drawing } of byLanguage.values())
    if (drawing.site.blog) write(join(outDir, feedPathIn(drawing.site)), rssXml(drawing.site))

  const ms = Math.round(performance.now() - started)
  return { routes: routes.length, rendered, reused: routes.length - rendered, ms, pictureMs }
}

const pageFile = (dir: string, path: string) => join(dir, path, 'index.html')

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true })
  writeNewFile(file, text)
}

async function writeSoon(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await writeNewFileSoon(file, text)
}

/** Puts the previous site's page in place; false when it is not there to take. */
function reuse(previous: string, file: string): boolean {
  if (!existsSync(previous)) return false
  mkdirSync(dirname(file), { recursive: true })
  linkNewFile(previous, file)
  return true
}

/** The render keys of the previous site's pages; none when there is no previous site or it has none. */
function previousRenders(previousDir: string | undefined): Record<string, string> {
  if (!previousDir) return {}
  try {
    const manifest = JSON.parse(readFileSync(join(previousDir, 'site-manifest.json'), 'utf8')) as SiteManifest
    return manifest.renders ?? {}
  } catch {
    return {}
  }
}

/** What the server and the browser tests are told about a rendered site. */
export function siteManifest(site: Site, routes: RouteData[], renders: Record<string, string>): SiteManifest {
  return {
    pages: routes.flatMap((route) => {
      if (route.kind === 'post') return [{ path: route.path, heading: route.post.title }]
      return route.kind === 'page' ? [{ path: route.path, heading: route.heading.text }] : []
    }),
    redirects: Object.fromEntries((site.redirects ?? []).map((redirect) => [redirect.from, redirect.to])),
    forms: withOpeningHours(withServiceChoices(site.forms, site.services), site.business),
    ...formLanguages(site),
    ...(site.languages?.length
      ? { languagePaths: siteLanguages(site).flatMap(({ isMain, path }) => (isMain ? [] : [path])) }
      : {}),
    timeZone: timeZoneOf(site.business),
    siteUrl: site.business.url,
    services: serviceFacts(site),
    renders,
  }
}
