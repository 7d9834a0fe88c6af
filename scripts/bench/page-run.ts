/** What one Lighthouse run measured on one page. */
export interface PageRun {
  /** The performance score, 0 to 100. */
  score: number
  /** Largest contentful paint, simulated on a throttled mobile. */
  lcpMs: number
  /** Total blocking time. */
  tbtMs: number
  /** Cumulative layout shift. */
  cls: number
  /** Bytes of script the page transferred: compressed as sent, response headers included. */
  scriptBytes: number
  /**
   * Scripts that started before the largest paint but finished after it in the unthrottled load Lighthouse
   * simulates from. The simulation leaves them out of the paint, so such a run reads as if they were not there.
   */
  scriptsFinishedAfterPaint: number
  /**
   * Requests other than the page and its scripts (pictures, the stylesheet, the favicon) that finished before the
   * largest paint in the unthrottled load. Lighthouse's simulation shares the slow connection between them and the
   * paint's own picture, so each one makes the paint later. Whether the pictures just below the first screen and
   * the favicon arrive before the first paint is a race the page's scripts take no part in: runs of one page differ
   * by it, with scripts or without.
   */
  requestsBeforePaint: number
  /** The element that was the largest paint, as a CSS selector. */
  lcpElement?: string
  /** Lighthouse's measure of this machine's speed at the time of the run. */
  benchmarkIndex: number
  /** The share of the machine's cores busy with other work just before the run, from 0 to 1. */
  machineBusy?: number
  warnings: string[]
}

/** The parts of a Lighthouse result a {@link PageRun} is read from; a full `Result` fits. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>
  runtimeError?: { code: string; message: string }
  runWarnings: string[]
  environment: { benchmarkIndex: number }
}

type Row = Record<string, unknown>

const rowsOf = (details: unknown): Row[] => {
  const items = (details as { items?: unknown } | undefined)?.items
  return Array.isArray(items) ? (items as Row[]) : []
}

function numeric(report: LighthouseReport, audit: string): number {
  const value = report.audits[audit]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for "${audit}"`)
  return value
}

function scriptBytes(report: LighthouseReport): number {
  const row = rowsOf(report.audits['resource-summary']?.details).find((item) => item.resourceType === 'script')
  if (!row) throw new Error('Lighthouse gave no resource summary')
  return typeof row.transferSize === 'number' ? row.transferSize : 0
}

function scriptsFinishedAfterPaint(report: LighthouseReport): number {
  const paint = observedPaint(report)
  if (paint === undefined) return 0
  return rowsOf(report.audits['network-requests']?.details).filter(
    (request) =>
      request.resourceType === 'Script' &&
      typeof request.networkRequestTime === 'number' &&
      typeof request.networkEndTime === 'number' &&
      request.networkRequestTime < paint &&
      request.networkEndTime > paint,
  ).length
}

function observedPaint(report: LighthouseReport): number | undefined {
  const paint = rowsOf(report.audits.metrics?.details)[0]?.observedLargestContentfulPaint
  return typeof paint === 'number' ? paint : undefined
}

function requestsBeforePaint(report: LighthouseReport): number {
  const paint = observedPaint(report)
  if (paint === undefined) return 0
  return rowsOf(report.audits['network-requests']?.details).filter(
    (request) =>
      request.resourceType !== 'Document' &&
      request.resourceType !== 'Script' &&
      typeof request.networkEndTime === 'number' &&
      request.networkEndTime <= paint,
  ).length
}

function lcpElement(report: LighthouseReport): string | undefined {
  const tables = rowsOf(report.audits['largest-contentful-paint-element']?.details)
  const node = tables.flatMap((table) => rowsOf(table)).find((row) => row.node)?.node as { selector?: unknown }
  return typeof node?.selector === 'string' ? node.selector : undefined
}

/** Reads a run's figures; throws when Lighthouse reports a runtime error or a figure is missing. */
export function pageRunFrom(report: LighthouseReport): PageRun {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`)
  const score = report.categories.performance?.score
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score')
  return {
    score: Math.round(score * 100),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    scriptBytes: scriptBytes(report),
    scriptsFinishedAfterPaint: scriptsFinishedAfterPaint(report),
    requestsBeforePaint: requestsBeforePaint(report),
    lcpElement: lcpElement(report),
    benchmarkIndex: report.environment.benchmarkIndex,
    warnings: report.runWarnings,
  }
}
