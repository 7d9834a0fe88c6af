import { basename, resolve } from 'node:path'
import type { Connect, Logger, Plugin } from 'vite'
import { checkSiteFile, type CheckResult } from '../validation/check-site.ts'
import { formatReport } from '../validation/format.ts'
import { routeData, shellData } from '../build/site-routes.ts'
import { routeDataUrl } from '../model/route-data.ts'
import { placeholderSize, placeholderSvg } from '../model/placeholder-image.ts'
import { siteErrorsModule } from './site-errors-overlay.ts'

const shellId = 'virtual:site/shell'
const resolvedShellId = `\0${shellId}`

/**
 * Validates site.yaml and gives the browser what it needs from it: `virtual:site/shell` (the layout
 * data, in the main bundle) and, in development, each route's data at /_data/<path>.json, which
 * the build writes as files.
 */
export function sitePlugin(): Plugin {
  let configFile = ''
  let publicDir = ''
  let isBuild = false
  let result: CheckResult | undefined

  const check = () => (result = checkSiteFile(configFile, publicDir))
  const current = () => result ?? check()

  return {
    name: 'site-yaml',
    configResolved(config) {
      configFile = resolve(config.root, process.env.SITE_YAML ?? 'site.yaml')
      publicDir = config.publicDir
      isBuild = config.command === 'build'
    },
    buildStart() {
      if (!isBuild) return
      this.addWatchFile(configFile)
      const { errors, warnings } = check()
      if (errors.length > 0) this.error(formatReport(errors, warnings))
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
      const { logger } = server.config
      tell(logger, check(), 'start')
      server.watcher.add(configFile)
      server.watcher.on('change', (file) => {
        if (resolve(file) !== configFile) return
        tell(logger, check(), 'save')
        server.moduleGraph.invalidateAll()
        server.ws.send({ type: 'full-reload' })
      })
      server.middlewares.use(serveRouteData(current))
      server.middlewares.use(servePlaceholder)
    },
  }
}

/** Prints the report of one check, once: errors and warnings, or that the file is valid. */
function tell(logger: Logger, { errors, warnings }: CheckResult, moment: 'start' | 'save') {
  if (errors.length > 0) logger.error(formatReport(errors, warnings), { timestamp: true })
  else if (warnings.length > 0) logger.warn(formatReport([], warnings), { timestamp: true })
  if (errors.length === 0 && moment === 'save') logger.info('site.yaml is valid; reloading.', { timestamp: true })
}

/** In development, answers /_data/<path>.json from the checked site.yaml, as the build's files would. */
function serveRouteData(current: () => CheckResult): Connect.NextHandleFunction {
  return (request, response, next) => {
    const url = request.url?.split('?', 1)[0] ?? ''
    if (!url.startsWith('/_data/')) return next()
    const { site } = current()
    const data = site && routeData(site).find((route) => routeDataUrl(route.path) === url)
    response.setHeader('Content-Type', 'application/json; charset=utf-8')
    response.statusCode = data ? 200 : site ? 404 : 503
    response.end(JSON.stringify(data ?? { error: site ? 'No such page' : 'site.yaml has errors' }))
  }
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
