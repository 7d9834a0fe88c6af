import type { RouteSummary } from './median-table.ts'
import type { PageRun } from './page-run.ts'

/** For tests: a run of a page that Lighthouse found perfect, with the figures given changed. */
export const pageRun = (figures: Partial<PageRun>): PageRun => ({
  score: 100,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  scriptBytes: 0,
  scriptsFinishedAfterPaint: 0,
  requestsBeforePaint: 1,
  benchmarkIndex: 1500,
  warnings: [],
  ...figures,
})

/** For tests: a route whose page is as fast as without scripts, with the figures given changed. */
export const routeSummary = (figures: Partial<RouteSummary> & { path: string }): RouteSummary => ({
  score: 100,
  scoreWithoutScripts: 100,
  lcpMs: 900,
  lcpWithoutScriptsMs: 900,
  lcpRatio: 1,
  isLcpRatioMatched: true,
  tbtMs: 0,
  cls: 0,
  scriptBytes: 0,
  scriptBytesWithoutScripts: 0,
  ...figures,
})
