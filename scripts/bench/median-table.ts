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
  /** Median largest paint with scripts over the median without. */
  lcpRatio: number
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
    lcpRatio: lcpMs / lcpWithoutScriptsMs,
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
 * a route in `unsteady` is marked with *.
 */
export function markdownTable(rows: readonly RouteOutcome[], unsteady: readonly string[] = []): string {
  const cells = rows.map((row) =>
    isMeasured(row)
      ? [
          row.path,
          score(row.score),
          seconds(row.lcpMs),
          seconds(row.lcpWithoutScriptsMs),
          `${ratio(row.lcpRatio)}${unsteady.includes(row.path) ? '*' : ''}`,
          milliseconds(row.tbtMs),
          row.cls.toFixed(3),
          kib(row.scriptBytes),
        ]
      : [row.path, `failed: ${row.error.replaceAll('|', '\\|').replaceAll('\n', ' ')}`, '', '', '', '', '', ''],
  )
  const line = (values: readonly string[]) => `| ${values.join(' | ')} |`
  return [line(header), line(header.map((_, index) => (index === 0 ? '---' : '---:'))), ...cells.map(line)].join('\n')
}
