import { resolve } from 'node:path'
import type { Connect, Plugin, ViteDevServer } from 'vite'
import { checkSiteFile, type CheckResult } from '../validation/check-site.ts'
import { formatProblem, formatReport } from '../validation/format.ts'
import { routeData, shellData } from '../build/site-routes.ts'
import { routeDataUrl } from '../model/route-data.ts'
import { placeholderSize, placeholderSvg } from '../model/placeholder-image.ts'

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
      this.addWatchFile(configFile)
      const { errors, warnings } = check()
      if (errors.length > 0 && isBuild) this.error(formatReport(errors, warnings))
      if (warnings.length > 0 && !isBuild) this.warn(formatReport([], warnings))
    },
    resolveId(id) {
      return id === shellId ? resolvedShellId : undefined
    },
    load(id) {
      if (id !== resolvedShellId) return undefined
      const { site } = current()
      if (!site) throw siteError(current(), configFile)
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(shellData(site)))})`
    },
    configureServer(server) {
      server.watcher.add(configFile)
      server.watcher.on('change', (file) => {
        if (resolve(file) === configFile) reloadSite(server, check)
      })
      server.middlewares.use(serveRouteData(current))
      server.middlewares.use(servePlaceholder)
    },
  }
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

function reloadSite(server: ViteDevServer, check: () => CheckResult) {
  const { errors, warnings } = check()
  server.config.logger.info(errors.length ? formatReport(errors, warnings) : 'site.yaml is valid; reloading.', {
    timestamp: true,
  })
  server.moduleGraph.invalidateAll()
  server.ws.send({ type: 'full-reload' })
}

/** An error Vite's overlay shows with a clickable file:line:column; warnings stay in the terminal. */
function siteError(result: CheckResult, configFile: string): Error {
  const [first] = result.errors
  const error = new Error(formatReport(result.errors, [])) as Error & {
    loc?: { file: string; line: number; column: number }
    frame?: string
  }
  if (first) {
    error.loc = { file: configFile, line: first.line, column: first.col }
    error.frame = formatProblem(first)
  }
  // Where in the plugin the error was raised is no help to an editor.
  error.stack = ''
  return error
}
