/** The four Lighthouse categories the home pages are scored on, in the order of the table. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export type Category = (typeof categories)[number]

/** What one Lighthouse run said of one page: a score per category, and for each below 100, why. */
export interface CategoryScores {
  /** 0 to 100; undefined when Lighthouse could not score the category. */
  scores: Record<Category, number | undefined>
  /** The titles of the audits that kept a category under 100, with Lighthouse's figure where it gives one. */
  failing: Record<Category, string[]>
}

/** The parts of a Lighthouse result the scores are read from; a full `Result` fits. */
export interface ScoredReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>
  runtimeError?: { code: string; message: string }
}

// An audit that carries no weight still explains a slow page when Lighthouse marks it as failing.
const failingWithoutWeight = 0.9

function failingAudits(report: ScoredReport, category: Category): string[] {
  const refs = report.categories[category]?.auditRefs ?? []
  return refs.flatMap((ref) => {
    const audit = report.audits[ref.id]
    if (!audit || audit.score === null || ref.group === 'hidden') return []
    const isFailing =
      ref.weight > 0
        ? audit.score < 1
        : audit.scoreDisplayMode === 'metricSavings' && audit.score < failingWithoutWeight
    if (!isFailing) return []
    return [audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title]
  })
}

/** Reads the four scores of a run; throws when Lighthouse reports that the page could not be audited. */
export function categoryScores(report: ScoredReport): CategoryScores {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`)
  const scores = {} as CategoryScores['scores']
  const failing = {} as CategoryScores['failing']
  for (const category of categories) {
    const score = report.categories[category]?.score
    scores[category] = typeof score === 'number' ? Math.round(score * 100) : undefined
    failing[category] = scores[category] === 100 ? [] : failingAudits(report, category)
  }
  return { scores, failing }
}

/**
 * Of several runs of one page, the one with the best performance score (the first of equals). Other work on the
 * machine only ever makes a run slower, so the best run is the nearest to what the page itself costs.
 */
export function bestRun(runs: readonly CategoryScores[]): CategoryScores | undefined {
  return runs.reduce<CategoryScores | undefined>(
    (best, run) => (!best || (run.scores.performance ?? -1) > (best.scores.performance ?? -1) ? run : best),
    undefined,
  )
}
