import { visitDaySpans } from '../../src/model/contracts/visits-report.ts'

// What visits.db keeps, whatever is sent to it: each number is written in SECURITY.md.

/** Raw events are kept this many days, today included: the longest report and a margin. */
export const keepEventDays = Math.max(...visitDaySpans) + 10
/** Each day's summary (events per page, source and device) is kept this many days. */
export const keepDailyCountDays = 400
/** Events a day stored one by one; beyond it, each is only counted by page, source and device. */
export const maxEventsPerDay = 50_000
/** Distinct sources a day; a visit from any other source that day counts under `otherSources`. */
export const maxSourcesPerDay = 100
/** Distinct referring hosts and campaign words a day stored beside the events; others are not kept. */
export const maxTextsPerDay = 1_000
/** Sources the Visits screen lists by name; the rest are summed under `otherSources`. */
export const maxReportSources = 20
/** The source that stands for every source beyond the bounds. */
export const otherSources = 'Other sources'
