import { describe, expect, it } from 'vitest'
import { lcpRatioOf, markdownTable, median, summariseRoute } from './median-table.ts'
import { pageRun as run, routeSummary as summary } from './test-figures.ts'

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([1880, 1760, 9000])).toBe(1880)
  })

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('refuses no values', () => {
    expect(() => median([])).toThrow('The median of no values')
  })
})

describe('lcpRatioOf', () => {
  it('compares runs with as many requests before the paint, and gives the worst of those ratios', () => {
    const withScripts = [
      run({ lcpMs: 1280, requestsBeforePaint: 1 }),
      run({ lcpMs: 1960, requestsBeforePaint: 6 }),
      run({ lcpMs: 2030, requestsBeforePaint: 6 }),
    ]
    const withoutScripts = [
      run({ lcpMs: 2040, requestsBeforePaint: 6 }),
      run({ lcpMs: 1300, requestsBeforePaint: 1 }),
      run({ lcpMs: 1200, requestsBeforePaint: 1 }),
    ]
    // The medians alone (1960 over 1300) would read as scripts costing half again.
    expect(lcpRatioOf(withScripts, withoutScripts)).toEqual({ lcpRatio: 1280 / 1250, isLcpRatioMatched: true })
    const slowerScripts = [run({ lcpMs: 1500, requestsBeforePaint: 1 }), ...withScripts.slice(1)]
    expect(lcpRatioOf(slowerScripts, withoutScripts).lcpRatio).toBe(1500 / 1250)
  })

  it('falls back to the medians of all runs when no run of one copy matches one of the other', () => {
    expect(
      lcpRatioOf([run({ lcpMs: 1800, requestsBeforePaint: 4 })], [run({ lcpMs: 1200, requestsBeforePaint: 1 })]),
    ).toEqual({ lcpRatio: 1.5, isLcpRatioMatched: false })
  })
})

describe('summariseRoute', () => {
  it('takes the median of each figure, and the ratio of the median paints', () => {
    const outcome = summariseRoute({
      path: '/',
      withScripts: [
        run({ score: 96, lcpMs: 1880, tbtMs: 186, cls: 0.01, scriptBytes: 116_000 }),
        run({ score: 99, lcpMs: 1760, tbtMs: 74, cls: 0, scriptBytes: 116_000 }),
        run({ score: 97, lcpMs: 1800, tbtMs: 90, cls: 0, scriptBytes: 116_500 }),
      ],
      withoutScripts: [run({ lcpMs: 940 }), run({ lcpMs: 900 }), run({ lcpMs: 1000 })],
    })
    expect(outcome).toEqual({
      path: '/',
      score: 97,
      scoreWithoutScripts: 100,
      lcpMs: 1800,
      lcpWithoutScriptsMs: 940,
      lcpRatio: 1800 / 940,
      isLcpRatioMatched: true,
      tbtMs: 90,
      cls: 0,
      scriptBytes: 116_000,
      scriptBytesWithoutScripts: 0,
    })
  })

  it('passes a failure on', () => {
    expect(summariseRoute({ path: '/a', withScripts: [], withoutScripts: [], error: 'timed out' })).toEqual({
      path: '/a',
      error: 'timed out',
    })
  })
})

describe('markdownTable', () => {
  it('writes one row per route with seconds, milliseconds, the ratio and KiB', () => {
    const table = markdownTable([
      summary({ path: '/', score: 97, lcpMs: 1800, lcpWithoutScriptsMs: 940, lcpRatio: 1800 / 940, tbtMs: 90.4 }),
      summary({ path: '/about', cls: 0.0123, scriptBytes: 116_428 }),
    ])
    expect(table.split('\n')).toEqual([
      '| Route | Score | LCP | LCP without scripts | Ratio | TBT | CLS | JavaScript |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| / | 97 | 1.80 s | 0.94 s | 1.91× | 90 ms | 0.000 | 0.0 KiB |',
      '| /about | 100 | 0.90 s | 0.90 s | 1.00× | 0 ms | 0.012 | 113.7 KiB |',
    ])
  })

  it('marks the ratio of an unsteady route', () => {
    const table = markdownTable([summary({ path: '/' }), summary({ path: '/about' })], ['/about'])
    expect(table.split('\n').slice(2)).toEqual([
      '| / | 100 | 0.90 s | 0.90 s | 1.00× | 0 ms | 0.000 | 0.0 KiB |',
      '| /about | 100 | 0.90 s | 0.90 s | 1.00×* | 0 ms | 0.000 | 0.0 KiB |',
    ])
  })

  it('keeps a failed route in the table, with its reason on one line', () => {
    const table = markdownTable([{ path: '/gallery', error: 'timed out\nafter 120 s | twice' }])
    expect(table.split('\n')[2]).toBe('| /gallery | failed: timed out after 120 s \\| twice |  |  |  |  |  |  |')
  })
})
