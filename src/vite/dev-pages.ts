import { siteInLanguage } from '../languages/site-in-language.ts'
import { readFileSync } from 'node:fs'
import escapeHtml from 'escape-html'
import { join } from 'node:path'
import type { Connect, ViteDevServer } from 'vite'
import type { RenderRoute } from '../build/code-build.ts'
import { notFoundPageFor } from '../build/html/not-found-document.ts'
import { notFoundPageHtml, routePageHtml } from '../build/html/page-html.ts'
import { routeData, shellData } from '../build/site-routes.ts'
import type { CheckResult } from '../validation/check-site.ts'
import { entryStylesheets } from './dev-styles.ts'

/** The prerender entry, loaded through Vite so that a saved component shows on the next load. */
const renderEntry = '/src/render/entry-server.tsx'

/** Where dev pages fetch the layout data from (the site plugin serves it). */
export const devShellAddress = '/_site/shell.json'

/** What the dev server answers for one address of the site. */
type PageAnswer = { status: number; html: string } | { status: 301; location: string }

/**
 * In development, answers every address of the site as `npm run build` and the server would: the page
 * prerendered from the current site.yaml and components, a 301 for a redirect, the not-found page with
 * 404. Installed after Vite's own middlewares, so modules, assets and public files are theirs; what
 * reaches it as /index.html is an address no file answers (Vite's HTML fallback).
 */
export function servePages(server: ViteDevServer, current: () => CheckResult): Connect.NextHandleFunction {
  return (request, response, next) => {
    const asked = request.originalUrl ?? '/'
    const path = request.url?.split('?', 1)[0] === '/index.html' ? sitePath(asked) : undefined
    if (path === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
    pageAnswer(server, current(), asked, path).then(
      (answer) => {
        response.statusCode = answer.status
        if ('location' in answer) return void response.setHeader('Location', answer.location).end()
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
        response.setHeader('Cache-Control', 'no-cache')
        response.end(answer.html)
      },
      (error: unknown) => {
        if (error instanceof Error) server.ssrFixStacktrace(error)
        next(error)
      },
    )
  }
}

/** The route an address names, as the production server reads it: /about/ and /about/index.html are /about. */
function sitePath(url: string): string | undefined {
  try {
    const pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname)
    return pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1')
  } catch {
    return undefined
  }
}

/** `path` prerendered from the site as it is now, or the report of its mistakes. */
async function pageAnswer(
  server: ViteDevServer,
  { site }: CheckResult,
  url: string,
  path: string,
): Promise<PageAnswer> {
  const indexHtml = readFileSync(join(server.config.root, 'index.html'), 'utf8')
  if (!site) return { status: 500, html: await server.transformIndexHtml(url, withSiteErrors(indexHtml)) }
  const route = routeData(site).find((candidate) => candidate.path === path)
  if (route?.kind === 'redirect') return { status: 301, location: route.redirect.to }
  const template = await server.transformIndexHtml(url, indexHtml)
  const { renderRoute } = (await server.ssrLoadModule(renderEntry)) as { renderRoute: RenderRoute }
  const language = route?.language ?? site.business.locale
  const layout = shellData(site, language)
  const shell = language === site.business.locale ? devShellAddress : `${devShellAddress}?language=${language}`
  const drawing = { template, renderRoute, site: siteInLanguage(site, language), layout, shell }
  const html = route
    ? await routePageHtml(drawing, route)
    : await notFoundPageHtml(drawing, notFoundPageFor(site, path))
  return { status: route ? 200 : 404, html: await withStylesheets(server, html) }
}

/**
 * While site.yaml has errors: an empty page that asks for the layout data, whose module shows the
 * report over the page (see site-errors-overlay.ts). The next good save reloads it.
 */
const withSiteErrors = (indexHtml: string): string =>
  indexHtml
    .replace('<!--head-->', '<title>site.yaml has errors</title>')
    .replace('</body>', `<script type="module">import 'virtual:site/shell'</script>\n  </body>`)

/**
 * The built page links the stylesheets of its script from its head; in development Vite would add them
 * only once the script runs, after the page has been drawn without them.
 */
async function withStylesheets(server: ViteDevServer, html: string): Promise<string> {
  const runtime = /<script data-runtime="([^"]+)"/.exec(html)?.[1]
  const hrefs = runtime ? await entryStylesheets(server, runtime) : []
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />\n  `).join('')
  return html.replace('</head>', () => `${links}</head>`)
}
