import { basename, resolve } from 'node:path'
import type { Connect, Logger, Plugin, ViteDevServer } from 'vite'
import { checkSiteFile, type CheckResult } from '../validation/check-site.ts'
import { formatReport } from '../validation/format.ts'
import { shellData } from '../build/site-routes.ts'
import { placeholderSize, placeholderSvg } from '../model/placeholder-image.ts'
import { devShellAddress, servePages } from './dev-pages.ts'
import { siteErrorsModule } from './site-errors-overlay.ts'
import { siteFile } from '../build/site-dir.ts'

const shellId = 'virtual:site/shell'
const resolvedShellId = `\0${shellId}`

/**
 * In development: validates site.yaml on every save, prerenders each page on request as the build
 * does, serves the layout data the islands fetch (/_site/shell.json) and, while site.yaml has
 * mistakes, `virtual:site/shell`, whose module shows them over the page. Vite's `publicDir` is the site's.
 */
export function sitePlugin(configFile = siteFile): Plugin {
  let publicDir = ''
  let devServer: ViteDevServer | undefined
  let result: CheckResult | undefined

  const check = () => (result = checkSiteFile(configFile, publicDir))
  const current = () => result ?? check()

  return {
    name: 'site-yaml',
    configResolved(config) {
      publicDir = config.publicDir
    },
    resolveId(id) {
      return id === shellId ? resolvedShellId : undefined
    },
    load(id) {
      if (id !== resolvedShellId) return undefined
      const { site, errors } = current()
      // Shown by the page itself: thrown, the same report would be printed again on every request.
      if (!site) {
        const [first] = errors
        const loc = first ? { file: configFile, line: first.line, column: first.col } : undefined
        return siteErrorsModule({ report: formatReport(errors, []), ...(loc ? { loc } : {}) }, basename(configFile))
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(shellData(site)))})`
    },
    configureServer(server) {
      devServer = server
      const { logger } = server.config
      tell(logger, check(), 'start')
      server.watcher.add(configFile)
      server.watcher.on('change', (file) => {
        if (resolve(file) !== configFile) return
        tell(logger, check(), 'save')
        server.moduleGraph.invalidateAll()
        server.ws.send({ type: 'full-reload' })
      })
      server.middlewares.use(servePlaceholder)
      server.middlewares.use(serveShell(current))
      // After Vite's own middlewares, so that modules, assets and public files stay theirs.
      return () => void server.middlewares.use(servePages(server, current))
    },
    hotUpdate({ file, modules }) {
      // Pages are prerendered: a saved module they were drawn with changes HTML the browser cannot patch.
      if (this.environment.name !== 'ssr' || modules.length === 0 || file.endsWith('.css')) return
      devServer?.ws.send({ type: 'full-reload' })
    },
  }
}

/** Prints the report of one check, once: errors and warnings, or that the file is valid. */
function tell(logger: Logger, { errors, warnings }: CheckResult, moment: 'start' | 'save') {
  if (errors.length > 0) logger.error(formatReport(errors, warnings), { timestamp: true })
  else if (warnings.length > 0) logger.warn(formatReport([], warnings), { timestamp: true })
  if (errors.length === 0 && moment === 'save') logger.info('site.yaml is valid; reloading.', { timestamp: true })
}

/** The shell of the current site.yaml, at the address dev pages name (the build names its file by content). */
const serveShell =
  (current: () => CheckResult): Connect.NextHandleFunction =>
  (request, response, next) => {
    if (request.url?.split('?', 1)[0] !== devShellAddress) return next()
    const { site } = current()
    response.statusCode = site ? 200 : 503
    response.setHeader('Content-Type', 'application/json')
    response.setHeader('Cache-Control', 'no-cache')
    // Pages in another language name it: their islands read that language's shell.
    const language = new URLSearchParams(request.url.split('?')[1] ?? '').get('language') ?? undefined
    response.end(JSON.stringify(site ? shellData(site, language) : { error: 'site.yaml has mistakes' }))
  }

/** In development, draws /api/placeholder/<width>/<height> as the production server does. */
export const servePlaceholder: Connect.NextHandleFunction = (request, response, next) => {
  const url = request.url?.split('?', 1)[0] ?? ''
  if (!url.startsWith('/api/placeholder/')) return next()
  const size = placeholderSize(url)
  response.statusCode = size ? 200 : 404
  response.setHeader('Content-Type', size ? 'image/svg+xml' : 'text/plain; charset=utf-8')
  response.end(size ? placeholderSvg(size.width, size.height) : 'Width and height must be whole numbers from 1 to 4000')
}
