import { describe, expect, it } from 'vitest'
import { bestRun, categoryScores, type ScoredReport } from './category-scores.ts'

const audit = (title: string, score: number | null, scoreDisplayMode = 'binary', displayValue?: string) => ({
  title,
  score,
  scoreDisplayMode,
  ...(displayValue ? { displayValue } : {}),
})

function report(overrides: Partial<ScoredReport['categories']> = {}): ScoredReport {
  return {
    categories: {
      performance: {
        score: 0.97,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'render-blocking-insight', weight: 0 },
          { id: 'unused-javascript', weight: 0 },
          { id: 'screenshot-thumbnails', weight: 0, group: 'hidden' },
        ],
      },
      accessibility: {
        score: 0.93,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'tabindex', weight: 0 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: null, auditRefs: [] },
      ...overrides,
    },
    audits: {
      'largest-contentful-paint': audit('Largest Contentful Paint', 0.88, 'numeric', '2.6 s'),
      'total-blocking-time': audit('Total Blocking Time', 1, 'numeric', '0 ms'),
      'render-blocking-insight': audit('Render blocking requests', 0.5, 'metricSavings', 'Est savings of 300 ms'),
      'unused-javascript': audit('Reduce unused JavaScript', 0.95, 'metricSavings'),
      'screenshot-thumbnails': audit('Screenshot Thumbnails', 0, 'informative'),
      'color-contrast': audit('Background and foreground colors do not have a sufficient contrast ratio.', 0),
      'image-alt': audit('Image elements have `[alt]` attributes', 1),
      tabindex: audit('No element has a `[tabindex]` value greater than 0', 0),
      'errors-in-console': audit('No browser errors logged to the console', 1),
    },
  }
}

describe('categoryScores', () => {
  it('gives each category’s score out of 100, and none where Lighthouse gave none', () => {
    expect(categoryScores(report()).scores).toEqual({
      performance: 97,
      accessibility: 93,
      'best-practices': 100,
      seo: undefined,
    })
  })

  it('names the weighted audits short of full marks, and the unweighted ones Lighthouse marks as failing', () => {
    const { failing } = categoryScores(report())
    expect(failing.performance).toEqual([
      'Largest Contentful Paint (2.6 s)',
      'Render blocking requests (Est savings of 300 ms)',
    ])
    expect(failing.accessibility).toEqual(['Background and foreground colors do not have a sufficient contrast ratio.'])
    expect(failing['best-practices']).toEqual([])
  })

  it('names nothing for a category at 100, whatever its unweighted audits say', () => {
    const full = report({
      performance: {
        score: 1,
        auditRefs: [{ id: 'render-blocking-insight', weight: 0 }],
      },
    })
    expect(categoryScores(full).failing.performance).toEqual([])
  })

  it('refuses a run Lighthouse could not finish', () => {
    const failed = { ...report(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }
    expect(() => categoryScores(failed)).toThrow('Lighthouse: NO_FCP: The page did not paint any content.')
  })
})

describe('bestRun', () => {
  const withPerformance = (performance: number | null) =>
    categoryScores(report({ performance: { score: performance, auditRefs: [] } }))

  it('keeps the run with the best performance score, the first of equals', () => {
    const [slow, fast, alsoFast] = [withPerformance(0.71), withPerformance(0.98), withPerformance(0.98)]
    expect(bestRun([slow!, fast!, alsoFast!])).toBe(fast)
    expect(bestRun([withPerformance(null), slow!])).toBe(slow)
  })

  it('has none of no runs', () => {
    expect(bestRun([])).toBeUndefined()
  })
})
