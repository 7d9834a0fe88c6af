import type { PageRun } from './page-run.ts'

/** Every run of one route, with and without scripts, or why it could not be measured. */
export interface RouteResult {
  path: string
  withScripts: PageRun[]
  withoutScripts: PageRun[]
  error?: string
}

/** The median of each figure of a route's runs. */
export interface RouteSummary {
  path: string
  score: number
  scoreWithoutScripts: number
  lcpMs: number
  lcpWithoutScriptsMs: number
  /** Largest paint with scripts over without, like for like: see {@link lcpRatioOf}. */
  lcpRatio: number
  /** False when no run with scripts had as many requests before the paint as a run without: the medians' ratio. */
  isLcpRatioMatched: boolean
  tbtMs: number
  cls: number
  scriptBytes: number
  scriptBytesWithoutScripts: number
}

export type RouteOutcome = RouteSummary | { path: string; error: string }

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('The median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Runs grouped by how many requests other than scripts finished before their largest paint. */
export function byRequestsBeforePaint(runs: readonly PageRun[]): Map<number, PageRun[]> {
  const groups = new Map<number, PageRun[]>()
  for (const run of runs) groups.set(run.requestsBeforePaint, [...(groups.get(run.requestsBeforePaint) ?? []), run])
  return groups
}

const medianPaint = (runs: readonly PageRun[]) => median(runs.map((run) => run.lcpMs))

/**
 * How much the scripts delay the largest paint. Runs are compared like for like: for each number of requests other
 * than scripts (pictures, the favicon) that finished before the paint in runs of both copies, the median paint with
 * scripts over the median without, and the largest of those ratios. Which of them finish before the first paint is a
 * race in the browser that shifts the simulated paint of both copies alike, so comparing runs that lost it with runs
 * that won it would measure the race, not the scripts. When no number appears in both, the medians of all runs are
 * compared.
 */
export function lcpRatioOf(
  withScripts: readonly PageRun[],
  withoutScripts: readonly PageRun[],
): { lcpRatio: number; isLcpRatioMatched: boolean } {
  const without = byRequestsBeforePaint(withoutScripts)
  const matched = [...byRequestsBeforePaint(withScripts)].flatMap(([requests, runs]) => {
    const twins = without.get(requests)
    return twins ? [medianPaint(runs) / medianPaint(twins)] : []
  })
  if (matched.length === 0)
    return { lcpRatio: medianPaint(withScripts) / medianPaint(withoutScripts), isLcpRatioMatched: false }
  return { lcpRatio: Math.max(...matched), isLcpRatioMatched: true }
}

export function summariseRoute({ path, withScripts, withoutScripts, error }: RouteResult): RouteOutcome {
  if (error !== undefined) return { path, error }
  const of = (runs: PageRun[], figure: (run: PageRun) => number) => median(runs.map(figure))
  const lcpMs = of(withScripts, (run) => run.lcpMs)
  const lcpWithoutScriptsMs = of(withoutScripts, (run) => run.lcpMs)
  return {
    path,
    score: of(withScripts, (run) => run.score),
    scoreWithoutScripts: of(withoutScripts, (run) => run.score),
    lcpMs,
    lcpWithoutScriptsMs,
    ...lcpRatioOf(withScripts, withoutScripts),
    tbtMs: of(withScripts, (run) => run.tbtMs),
    cls: of(withScripts, (run) => run.cls),
    scriptBytes: of(withScripts, (run) => run.scriptBytes),
    scriptBytesWithoutScripts: of(withoutScripts, (run) => run.scriptBytes),
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
export const milliseconds = (ms: number) => `${Math.round(ms)} ms`
export const ratio = (value: number) => `${value.toFixed(2)}×`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
export const score = (value: number) => String(Math.round(value))
export const isMeasured = (row: RouteOutcome): row is RouteSummary => !('error' in row)

const header = ['Route', 'Score', 'LCP', 'LCP without scripts', 'Ratio', 'TBT', 'CLS', 'JavaScript']

/**
 * The routes as a Markdown table: medians of the runs, JavaScript as transferred (compressed). The ratio of
 * a route in `unsteady` is marked with *, one that could not be compared like for like with †.
 */
export function markdownTable(rows: readonly RouteOutcome[], unsteady: readonly string[] = []): string {
  const cells = rows.map((row) =>
    isMeasured(row)
      ? [
          row.path,
          score(row.score),
          seconds(row.lcpMs),
          seconds(row.lcpWithoutScriptsMs),
          `${ratio(row.lcpRatio)}${unsteady.includes(row.path) ? '*' : ''}${row.isLcpRatioMatched ? '' : '†'}`,
          milliseconds(row.tbtMs),
          row.cls.toFixed(3),
          kib(row.scriptBytes),
        ]
      : [row.path, `failed: ${row.error.replaceAll('|', '\\|').replaceAll('\n', ' ')}`, '', '', '', '', '', ''],
  )
  const line = (values: readonly string[]) => `| ${values.join(' | ')} |`
  return [line(header), line(header.map((_, index) => (index === 0 ? '---' : '---:'))), ...cells.map(line)].join('\n')
}
