import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, mergeConfig } from 'vite'
import { checkSiteFile } from '../src/validation/check-site.ts'
import { formatReport } from '../src/validation/format.ts'
import { rssXml } from '../src/build/blog-seo.ts'
import { routeData } from '../src/build/site-routes.ts'
import { robotsTxt, sitemapXml } from '../src/build/site-files.ts'
import { notFoundDocument } from '../src/build/not-found-document.ts'
import { routeDocument } from '../src/build/route-document.ts'
import { prepareImageVariants } from '../src/build/images/image-variants.ts'
import { prepareOgImages } from '../src/build/images/og-image.ts'
import { withImageVariants } from '../src/build/images/site-images.ts'
import type { RouteData } from '../src/model/site-data.ts'
import { distDir } from '../src/build/dist-dir.ts'
import type { SiteManifest } from '../src/model/manifest.ts'

/** `npm run build`: check site.yaml, build the browser bundle, then prerender every route to HTML. */
const root = resolve(import.meta.dirname, '..')
const dist = distDir
// Inside the project, so the server bundle finds node_modules; one folder per output so builds can run side by side.
const ssrOut = join(root, 'node_modules/.cache/site-ssr', basename(dist))
// Removed however the build ends, so a failed publish leaves nothing behind.
process.once('exit', () => rmSync(ssrOut, { recursive: true, force: true }))
const started = performance.now()

// SITE_YAML builds another site file with this project's public/ (the blog benchmark uses it).
const { site, errors, warnings } = checkSiteFile(
  resolve(root, process.env.SITE_YAML ?? 'site.yaml'),
  join(root, 'public'),
)
if (!site) {
  console.error(formatReport(errors, warnings))
  process.exit(1)
}

// Warnings only, and none about how long plugins took: the editor building the site cannot act on them.
const quiet = { logLevel: 'warn', build: { rolldownOptions: { checks: { bundlerTimings: false } } } } as const
await build(mergeConfig(quiet, { root, build: { outDir: dist, emptyOutDir: true } }))
await build(
  mergeConfig(quiet, {
    root,
    build: { ssr: 'src/render/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
  }),
)
// The /admin app, with its own bundle under dist/admin/, so the public pages' scripts stay as they are.
await build(mergeConfig(quiet, { configFile: join(root, 'vite.admin.config.ts') }))

const { renderRoute } = (await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)) as {
  renderRoute: (path: string, data: RouteData | null) => Promise<string>
}
const template = readFileSync(join(dist, 'index.html'), 'utf8')
const { business } = site

const writeOutput = (file: string, html: string) => {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
}

// Photos as AVIF and WebP at several widths, and each route's link-preview picture; kept between builds.
const imageCache = join(root, 'node_modules/.cache/site-images')
const imageOptions = { onWarning: (message: string) => console.warn(message) }
const variants = await prepareImageVariants(site, join(root, 'public'), dist, imageCache, imageOptions)
const routes = routeData(withImageVariants(site, variants))
const ogImages = await prepareOgImages(routes, join(root, 'public'), dist, imageCache, imageOptions)

for (const route of routes) {
  writeOutput(
    join(dist, route.path, 'index.html'),
    routeDocument(template, route, await renderRoute(route.path, route), site, ogImages.get(route.path)),
  )
}

writeOutput(join(dist, '404.html'), notFoundDocument(template, site, '/404', await renderRoute('/404', null)))

const manifest: SiteManifest = {
  pages: routes.flatMap((route) => {
    if (route.kind === 'post') return [{ path: route.path, heading: route.post.title }]
    return route.kind === 'page' ? [{ path: route.path, heading: route.heading.text }] : []
  }),
  redirects: Object.fromEntries((site.redirects ?? []).map((redirect) => [redirect.from, redirect.to])),
  forms: site.forms,
  siteUrl: business.url,
}
writeFileSync(join(dist, 'site-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
writeFileSync(
  join(dist, 'sitemap.xml'),
  sitemapXml(
    site,
    manifest.pages.map((page) => page.path),
  ),
)
writeFileSync(join(dist, 'robots.txt'), robotsTxt(site))
if (site.blog) {
  writeOutput(join(dist, 'blog/feed.xml'), rssXml(site))
  // The server answers an unknown /blog/<slug> with this page: the blog's own message.
  writeOutput(
    join(dist, 'blog/404.html'),
    notFoundDocument(template, site, '/blog/404', await renderRoute('/blog/404', null)),
  )
}

if (warnings.length > 0) console.warn(formatReport([], warnings))
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Built ${routes.length} routes and 404.html into ${relative(root, dist)}/ in ${seconds} s.`)
