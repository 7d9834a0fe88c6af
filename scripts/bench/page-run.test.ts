import { describe, expect, it } from 'vitest'
import { pageRunFrom, type LighthouseReport } from './page-run.ts'

// The shapes Lighthouse 12 gives these audits, cut down to what is read.
const report = (): LighthouseReport => ({
  categories: { performance: { score: 0.973 } },
  audits: {
    'largest-contentful-paint': { numericValue: 1912.45 },
    'total-blocking-time': { numericValue: 74.2 },
    'cumulative-layout-shift': { numericValue: 0.002 },
    'resource-summary': {
      details: {
        type: 'table',
        items: [
          { resourceType: 'total', label: 'Total', requestCount: 9, transferSize: 190_000 },
          { resourceType: 'script', label: 'Script', requestCount: 1, transferSize: 118_944 },
          { resourceType: 'stylesheet', label: 'Stylesheet', requestCount: 1, transferSize: 9_000 },
        ],
      },
    },
    metrics: { details: { type: 'debugdata', items: [{ observedLargestContentfulPaint: 270 }] } },
    'network-requests': {
      details: {
        type: 'table',
        items: [
          { resourceType: 'Document', networkRequestTime: 2, networkEndTime: 21 },
          { resourceType: 'Script', networkRequestTime: 82, networkEndTime: 301 },
          { resourceType: 'Script', networkRequestTime: 90, networkEndTime: 140 },
          { resourceType: 'Script', networkRequestTime: 400, networkEndTime: 420 },
          { resourceType: 'Image', networkRequestTime: 85, networkEndTime: 290 },
          { resourceType: 'Image', networkRequestTime: 60, networkEndTime: 120 },
          { resourceType: 'Image', networkRequestTime: 100, networkEndTime: 270 },
          { resourceType: 'Stylesheet', networkRequestTime: 30, networkEndTime: 50 },
          { resourceType: 'Other', networkRequestTime: 150, networkEndTime: 160 },
        ],
      },
    },
    'largest-contentful-paint-element': {
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { type: 'node', selector: 'section.hero > img.hero__image' } }] },
          { type: 'table', items: [{ phase: 'TTFB', timing: 600 }] },
        ],
      },
    },
  },
  runWarnings: ['The page loaded too slowly'],
  environment: { benchmarkIndex: 1702.5 },
})

describe('pageRunFrom', () => {
  it('reads the score out of 100, paint, blocking time, shift, script bytes, late scripts, requests before the paint and the largest element', () => {
    expect(pageRunFrom(report())).toEqual({
      score: 97,
      lcpMs: 1912.45,
      tbtMs: 74.2,
      cls: 0.002,
      scriptBytes: 118_944,
      scriptsFinishedAfterPaint: 1,
      requestsBeforePaint: 4,
      lcpElement: 'section.hero > img.hero__image',
      benchmarkIndex: 1702.5,
      warnings: ['The page loaded too slowly'],
    })
  })

  it('counts no script bytes when the page loaded no script', () => {
    const bare = report()
    bare.audits['resource-summary'] = {
      details: { items: [{ resourceType: 'script', label: 'Script', requestCount: 0, transferSize: 0 }] },
    }
    expect(pageRunFrom(bare).scriptBytes).toBe(0)
  })

  it('refuses a run Lighthouse could not finish, or one missing a figure, rather than count it as zero', () => {
    expect(() =>
      pageRunFrom({ ...report(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }),
    ).toThrow('Lighthouse: NO_FCP: The page did not paint')
    expect(() => pageRunFrom({ ...report(), categories: { performance: { score: null } } })).toThrow(
      'no performance score',
    )
    const noPaint = report()
    delete noPaint.audits['largest-contentful-paint']
    expect(() => pageRunFrom(noPaint)).toThrow('no value for "largest-contentful-paint"')
  })
})
