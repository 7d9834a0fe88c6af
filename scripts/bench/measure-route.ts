import { runLighthouse } from './lighthouse-run.ts'
import type { RouteResult } from './median-table.ts'
import type { PageRun } from './page-run.ts'

/** The two servers of one benchmark: the built site and its copy without scripts. */
export interface Origins {
  withScripts: string
  withoutScripts: string
}

type Variant = keyof Origins

const runTimeoutMs = 120_000

const describeRun = (run: PageRun) =>
  `score ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(run.tbtMs)} ms, ` +
  `CLS ${run.cls.toFixed(3)} (machine ${Math.round((run.machineBusy ?? 0) * 100)}% busy before)`

async function runOnce(url: string, log: (line: string) => void): Promise<PageRun> {
  try {
    return await runLighthouse(url, runTimeoutMs)
  } catch (error) {
    log(`    ${url} failed (${(error as Error).message}); trying once more`)
    return runLighthouse(url, runTimeoutMs)
  }
}

export interface MeasureOptions {
  runs: number
  /** Called before each run; gives how busy the machine is (see `quietGate`). */
  beforeRun: () => Promise<number>
  log: (line: string) => void
}

/**
 * Runs Lighthouse `runs` times on `path` of each origin, the two variants back to back and in turns
 * (with scripts first, then without first), so load on the machine falls on both alike. A run that
 * fails twice marks the route failed.
 */
export async function measureRoute(
  path: string,
  origins: Origins,
  { runs, beforeRun, log }: MeasureOptions,
): Promise<RouteResult> {
  const result: RouteResult = { path, withScripts: [], withoutScripts: [] }
  try {
    for (let index = 0; index < runs; index++) {
      const order: Variant[] = index % 2 === 0 ? ['withScripts', 'withoutScripts'] : ['withoutScripts', 'withScripts']
      for (const variant of order) {
        const machineBusy = await beforeRun()
        const run = { ...(await runOnce(`${origins[variant]}${path}`, log)), machineBusy }
        result[variant].push(run)
        log(
          `    run ${index + 1}/${runs} ${variant === 'withScripts' ? 'with' : 'without'} scripts: ${describeRun(run)}`,
        )
      }
    }
  } catch (error) {
    result.error = (error as Error).message
  }
  return result
}
