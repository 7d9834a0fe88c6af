import { resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { checkSiteFile, type CheckResult } from '../config/check-site.ts'
import { formatProblem, formatReport } from '../config/format.ts'
import { routeData, shellData } from '../config/model.ts'

const prefix = 'virtual:site/'
const resolvedPrefix = `\0${prefix}`

/**
 * Validates site.yaml and turns it into small modules the browser imports:
 * `virtual:site/shell` (layout data), `virtual:site/routes` (addresses and loaders)
 * and `virtual:site/route/<n>` (one route's data, in its own chunk).
 */
export function sitePlugin(): Plugin {
  let configFile = ''
  let publicDir = ''
  let isBuild = false
  let result: CheckResult | undefined

  const check = () => (result = checkSiteFile(configFile, publicDir))

  return {
    name: 'site-yaml',
    configResolved(config) {
      configFile = resolve(config.root, 'site.yaml')
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
      return id.startsWith(prefix) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined
      const site = (result ?? check()).site
      if (!site) throw siteError(result as CheckResult, configFile)
      const name = id.slice(resolvedPrefix.length)
      const routes = routeData(site)
      if (name === 'shell') return exportJson(shellData(site))
      if (name === 'routes') {
        const entries = routes.map(
          (route, index) =>
            `{ path: ${JSON.stringify(route.path)}, load: () => import(${JSON.stringify(`${prefix}route/${index}`)}) }`,
        )
        return `export default [\n${entries.join(',\n')}\n]`
      }
      const route = routes[Number(name.replace('route/', ''))]
      if (name.startsWith('route/') && route) return exportJson(route)
      throw new Error(`Unknown site module ${id}`)
    },
    configureServer(server) {
      server.watcher.add(configFile)
      server.watcher.on('change', (file) => {
        if (resolve(file) === configFile) reloadSite(server, check)
      })
    },
  }
}

function reloadSite(server: ViteDevServer, check: () => CheckResult) {
  const { errors, warnings } = check()
  server.config.logger.info(errors.length ? formatReport(errors, warnings) : 'site.yaml is valid; reloading.', {
    timestamp: true,
  })
  server.moduleGraph.invalidateAll()
  server.ws.send({ type: 'full-reload' })
}

/** An error Vite's overlay shows with a clickable file:line:column. */
function siteError(result: CheckResult, configFile: string): Error {
  const [first] = result.errors
  const error = new Error(formatReport(result.errors, result.warnings)) as Error & {
    loc?: { file: string; line: number; column: number }
    frame?: string
  }
  if (first) {
    error.loc = { file: configFile, line: first.line, column: first.col }
    error.frame = formatProblem(first)
  }
  return error
}

function exportJson(value: unknown): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))})`
}
