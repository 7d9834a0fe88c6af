import { resolve } from 'node:path'
import { benchWorkFolder } from '../lighthouse-run.ts'
import { quietGate } from '../quiet-machine.ts'
import { runContext } from '../run-context.ts'
import type { ServedSite } from '../serve-site.ts'
import { bestRun, type CategoryScores } from './category-scores.ts'
import { auditPage } from './home-audit.ts'
import { parseLighthouseArgs } from './lighthouse-args.ts'
import { hasScoreUnder100, scoreTable, type HomeResult } from './score-table.ts'
import { screenSizes } from './screen-sizes.ts'
import { serveSiteFolder } from './serve-site-folder.ts'
import { pickSites, siteFolders } from './site-folders.ts'

/**
 * `npm run bench:lighthouse [-- --sites=root,<example> --runs=3 --path=/sw --strict]`: builds each site (the
 * repository's own and every example) into a temporary folder, serves it, and runs Lighthouse on its home page (or
 * the page at `--path`) at 375 px (mobile,
 * simulated throttling) and 1280 px (desktop preset). Prints a Markdown table of the performance, accessibility,
 * best-practices and SEO scores and what kept any under 100 (of `--runs` runs, the one with the best performance
 * score); progress goes to stderr. With `--strict` it exits with 1 when a score is under 100; a site that cannot be
 * built or scored always does.
 */
const root = resolve(import.meta.dirname, '../../..')
const log = (line: string) => console.error(line)
// Other work on the machine lengthens the main thread's tasks, which Lighthouse's performance score counts as
// blocking time, so each run waits for a quiet moment, within limits.
const beforeRun = quietGate({ threshold: 0.2, maxWaitSamples: 20, budgetSamples: 200 })

let args: ReturnType<typeof parseLighthouseArgs>
let sites: ReturnType<typeof pickSites>
try {
  args = parseLighthouseArgs(process.argv.slice(2))
  sites = pickSites(siteFolders(root), args.sites)
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}

const work = benchWorkFolder('bench-lighthouse-')

const context = runContext()
log(
  `Lighthouse ${context.lighthouse}, ${context.chromium ?? 'Chromium'}; sites: ${sites.map((s) => s.name).join(', ')}`,
)
const results: HomeResult[] = []
for (const site of sites) {
  let server: ServedSite | undefined
  try {
    log(`Building and serving ${site.name} (${site.dir})…`)
    server = await serveSiteFolder(site, work)
    for (const screen of screenSizes) {
      const runs: CategoryScores[] = []
      let lastError = ''
      for (let run = 1; run <= args.runs; run++) {
        const busy = await beforeRun()
        log(
          `  ${site.name} at ${screen.width} px, run ${run} (the machine ${Math.round(busy * 100)}% busy just before)…`,
        )
        try {
          runs.push(await auditPage(`${server.origin}${args.path}`, screen))
        } catch (error) {
          lastError = (error as Error).message
          log(`    ${lastError}`)
        }
      }
      const best = bestRun(runs)
      results.push({ site: site.name, width: screen.width, ...(best ?? { error: lastError }) })
    }
  } catch (error) {
    const message = (error as Error).message
    log(message)
    for (const screen of screenSizes)
      results.push({ site: site.name, width: screen.width, error: message.split('\n')[0]! })
  } finally {
    await server?.close()
  }
}

const runsNote = args.runs > 1 ? `; of ${args.runs} runs, the one with the best performance score` : ''
const pages = args.path === '/' ? 'home pages' : `the page at ${args.path}`
console.log(
  `Lighthouse ${context.lighthouse}, ${pages}: 375 px mobile (simulated slow 4G), 1280 px desktop preset${runsNote}.\n`,
)
console.log(scoreTable(results))
if (results.some((result) => 'error' in result)) process.exitCode = 1
else if (args.isStrict && hasScoreUnder100(results)) process.exitCode = 1
