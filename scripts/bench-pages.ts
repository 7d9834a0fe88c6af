import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseBenchArgs, pickRoutes } from './bench/bench-args.ts'
import { benchWorkFolder } from './bench/lighthouse-run.ts'
import { measureRoute } from './bench/measure-route.ts'
import { buildPhotoSite } from './bench/photos/photo-build.ts'
import { markdownTable, summariseRoute, type RouteResult } from './bench/median-table.ts'
import { quietGate } from './bench/quiet-machine.ts'
import { runContext } from './bench/run-context.ts'
import { buildSite, readManifest, serveSite, type ServedSite } from './bench/serve-site.ts'
import { copySiteWithoutScripts } from './bench/strip-scripts.ts'
import {
  lateScriptLine,
  likeForLikeLine,
  machineLine,
  steadinessLine,
  summaryLine,
  unsteadyRoutes,
} from './bench/summary-lines.ts'

/**
 * `npm run bench:pages [-- --routes=/,/about --runs=3 --photos]`: builds the site into dist-bench/ (with
 * `--photos`, a copy with a camera photo in every picture slot, into a temporary folder), serves it
 * beside a copy with every script removed, and runs Lighthouse (mobile, simulated throttling) on each
 * route of both, interleaved. Prints the medians as a Markdown table on stdout (progress goes to
 * stderr) and writes every run to bench-results/pages-<date>.json. Not a test: the figures depend on
 * the machine, so compare runs made side by side.
 */
const root = resolve(import.meta.dirname, '..')
const log = (line: string) => console.error(line)
// Other work on the machine lengthens the main thread's tasks (blocking time) and reorders the load that
// Lighthouse simulates from (a script that arrives after the paint is left out of the paint's simulation),
// so each run waits for a quiet moment, within limits.
const busyThreshold = 0.2
const beforeRun = quietGate({ threshold: busyThreshold, maxWaitSamples: 10, budgetSamples: 300 })
const lcpTolerance = 0.2

let args: ReturnType<typeof parseBenchArgs>
try {
  args = parseBenchArgs(process.argv.slice(2))
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}

const context = runContext()
const work = benchWorkFolder('bench-pages-')

const servers: ServedSite[] = []
const results: RouteResult[] = []
const resultsFile = join(root, 'bench-results', `pages-${context.date.slice(0, 19).replaceAll(':', '-')}.json`)

function writeResults(isComplete: boolean): void {
  const record = {
    ...context,
    runs: args.runs,
    busyThreshold,
    isComplete,
    summary: results.map(summariseRoute),
    results,
  }
  mkdirSync(dirname(resultsFile), { recursive: true })
  writeFileSync(resultsFile, `${JSON.stringify(record, null, 2)}\n`)
}

try {
  let dist: string
  if (args.photos) dist = await buildPhotoSite(join(work, 'photos'), log)
  else {
    log('Building the site into dist-bench/…')
    dist = buildSite('dist-bench')
  }
  const routes = pickRoutes(
    args.routes,
    readManifest(dist).pages.map((page) => page.path),
  )
  const bare = join(work, 'without-scripts')
  copySiteWithoutScripts(dist, bare)
  const withScripts = await serveSite(dist, join(work, 'data-with-scripts'))
  servers.push(withScripts)
  const withoutScripts = await serveSite(bare, join(work, 'data-without-scripts'))
  servers.push(withoutScripts)
  const origins = { withScripts: withScripts.origin, withoutScripts: withoutScripts.origin }
  log(`Serving ${origins.withScripts} (the site) and ${origins.withoutScripts} (without scripts)`)
  log(
    `Lighthouse ${context.lighthouse}, ${context.chromium ?? 'Chromium'}, ${args.runs} runs of ${routes.length} routes`,
  )

  for (const [index, path] of routes.entries()) {
    log(`[${index + 1}/${routes.length}] ${path}`)
    results.push(await measureRoute(path, origins, { runs: args.runs, beforeRun, log }))
    // After each route, so a benchmark stopped halfway still leaves what it measured.
    writeResults(false)
  }
} catch (error) {
  log(`The benchmark stopped: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await Promise.allSettled(servers.map((server) => server.close()))
}

if (results.length > 0) {
  const outcomes = results.map(summariseRoute)
  console.log(
    `Lighthouse ${context.lighthouse} mobile, simulated throttling; median of ${args.runs} runs; ` +
      'JavaScript as transferred (compressed).\n',
  )
  console.log(markdownTable(outcomes, unsteadyRoutes(results, lcpTolerance)))
  console.log(`\n${summaryLine(outcomes)}`)
  console.log(likeForLikeLine(outcomes))
  console.log(steadinessLine(results, lcpTolerance))
  const late = lateScriptLine(results)
  if (late) console.log(late)
  console.log(machineLine(results, busyThreshold))
  writeResults(process.exitCode === undefined)
  log(`Every run: ${resultsFile}`)
  if (outcomes.some((outcome) => 'error' in outcome)) process.exitCode = 1
}
