import {
  byRequestsBeforePaint,
  isMeasured,
  median,
  milliseconds,
  ratio,
  score,
  type RouteOutcome,
  type RouteResult,
  type RouteSummary,
} from './median-table.ts'

const worst = <T>(rows: readonly RouteSummary[], figure: (row: RouteSummary) => T, isWorse: (a: T, b: T) => boolean) =>
  rows.reduce((found, row) => (isWorse(figure(row), figure(found)) ? row : found))

/** One line: the worst ratio, the worst blocking time and the lowest score, each with its route. */
export function summaryLine(rows: readonly RouteOutcome[]): string {
  const measured = rows.filter(isMeasured)
  const failed = rows.length - measured.length
  const failures = failed > 0 ? `; ${failed} of ${rows.length} routes failed` : ''
  if (measured.length === 0) return `No route was measured${failures}.`
  const byRatio = worst(
    measured,
    (row) => row.lcpRatio,
    (a, b) => a > b,
  )
  const byTbt = worst(
    measured,
    (row) => row.tbtMs,
    (a, b) => a > b,
  )
  const byScore = worst(
    measured,
    (row) => row.score,
    (a, b) => a < b,
  )
  const baseline = worst(
    measured,
    (row) => row.scoreWithoutScripts,
    (a, b) => a < b,
  )
  const leaks = measured.filter((row) => row.scriptBytesWithoutScripts > 0).map((row) => row.path)
  const leaked = leaks.length > 0 ? `; the copy without scripts still loaded script on ${leaks.join(', ')}` : ''
  return (
    `Worst ratio ${ratio(byRatio.lcpRatio)} (${byRatio.path}), ` +
    `worst TBT ${milliseconds(byTbt.tbtMs)} (${byTbt.path}), ` +
    `min score ${score(byScore.score)} (${byScore.path}); ` +
    `without scripts the min score is ${score(baseline.scoreWithoutScripts)}${leaked}${failures}.`
  )
}

const runsOf = (results: readonly RouteResult[]) =>
  results.flatMap((result) => [...result.withScripts, ...result.withoutScripts])

/**
 * How fast and how busy the machine was during the runs (Lighthouse's benchmark index, and the share of
 * cores other work kept busy just before each run), so figures from a busy machine stand out.
 */
export function machineLine(results: readonly RouteResult[], busyThreshold: number): string {
  const runs = runsOf(results)
  if (runs.length === 0) return 'No run finished.'
  const indexes = runs.map((run) => run.benchmarkIndex)
  const busy = runs.filter((run) => (run.machineBusy ?? 0) >= busyThreshold).length
  const round = (value: number) => String(Math.round(value))
  return (
    `Machine speed (Lighthouse benchmark index): median ${round(median(indexes))}, ` +
    `${round(Math.min(...indexes))} to ${round(Math.max(...indexes))} over ${runs.length} runs; ` +
    `${busy} of them began with other work keeping ${Math.round(busyThreshold * 100)}% or more of the cores busy.`
  )
}

const spread = (values: readonly number[]) => Math.max(...values) / Math.min(...values) - 1

/**
 * The routes whose largest paint differed by more than `tolerance` (0.2: 20%) between runs of one variant
 * that had as many requests before the paint (runs that differ in those differ by the requests: see
 * `lcpRatioOf`). On a busy machine the script can finish after the paint in the unthrottled load Lighthouse
 * simulates from, and the simulation then leaves it out of the paint: those runs read as if the page had no
 * script.
 */
export function unsteadyRoutes(results: readonly RouteResult[], tolerance: number): string[] {
  return results
    .filter(({ withScripts, withoutScripts, error }) => {
      if (error !== undefined) return false
      return [withScripts, withoutScripts].some((runs) =>
        [...byRequestsBeforePaint(runs).values()].some((group) => spread(group.map((run) => run.lcpMs)) > tolerance),
      )
    })
    .map((result) => result.path)
}

/** Says how many routes' ratios compared runs like for like, and which could not (marked † in the table). */
export function likeForLikeLine(rows: readonly RouteOutcome[]): string {
  const measured = rows.filter(isMeasured)
  const unmatched = measured.filter((row) => !row.isLcpRatioMatched).map((row) => row.path)
  const how =
    'Ratios compare runs with as many requests other than scripts finished before the largest paint, with scripts and without'
  if (unmatched.length === 0) return `${how}: every route's could.`
  return (
    `${how}; † on ${unmatched.join(', ')}, where no run of one copy matched a run of the other, the medians are ` +
    `compared instead: measure them again with more runs: npm run bench:pages -- --runs=5 --routes=${unmatched.join(',')}`
  )
}

/** Says which routes were unsteady (marked * in the table), with the command that measures them again. */
export function steadinessLine(results: readonly RouteResult[], tolerance: number): string {
  const unsteady = unsteadyRoutes(results, tolerance)
  if (unsteady.length === 0)
    return `Every route's largest paint stayed within ${Math.round(tolerance * 100)}% between runs.`
  return (
    `* The largest paint differed by more than ${Math.round(tolerance * 100)}% between runs on ${unsteady.join(', ')}; ` +
    `measure them again on a quiet machine: npm run bench:pages -- --routes=${unsteady.join(',')}`
  )
}

/**
 * Counts the runs with scripts whose largest paint Lighthouse simulated without a script that was on the way
 * to it (see `PageRun.scriptsFinishedAfterPaint`); undefined when there is none.
 */
export function lateScriptLine(results: readonly RouteResult[]): string | undefined {
  const runs = results.flatMap((result) => result.withScripts)
  const late = runs.filter((run) => run.scriptsFinishedAfterPaint > 0).length
  if (late === 0) return undefined
  return (
    `In ${late} of ${runs.length} runs with scripts, a script that started before the largest paint finished ` +
    "after it in the unthrottled load, so Lighthouse's simulation left it out of the paint."
  )
}
