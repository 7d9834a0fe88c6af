import { describe, expect, it } from 'vitest'
import { lateScriptLine, likeForLikeLine, machineLine, steadinessLine, summaryLine } from './summary-lines.ts'
import { pageRun as run, routeSummary as summary } from './test-figures.ts'

describe('summaryLine', () => {
  it('names the worst ratio, the worst blocking time and the lowest score with their routes', () => {
    const line = summaryLine([
      summary({ path: '/', score: 99, lcpRatio: 2.07, tbtMs: 74 }),
      summary({ path: '/blog', score: 96, lcpRatio: 1.87, tbtMs: 186 }),
      summary({ path: '/about', score: 98, lcpRatio: 1.9, tbtMs: 100, scoreWithoutScripts: 99 }),
    ])
    expect(line).toBe(
      'Worst ratio 2.07× (/), worst TBT 186 ms (/blog), min score 96 (/blog); without scripts the min score is 99.',
    )
  })

  it('says when the copy without scripts still loaded script and when routes failed', () => {
    const line = summaryLine([
      summary({ path: '/', scriptBytesWithoutScripts: 300 }),
      { path: '/gallery', error: 'timed out' },
    ])
    expect(line).toContain('the copy without scripts still loaded script on /')
    expect(line).toContain('1 of 2 routes failed')
  })

  it('says when nothing was measured', () => {
    expect(summaryLine([{ path: '/', error: 'timed out' }])).toBe('No route was measured; 1 of 1 routes failed.')
  })
})

describe('machineLine', () => {
  it("gives the median and range of the machine's speed over every run, and how many began on a busy machine", () => {
    const line = machineLine(
      [
        {
          path: '/',
          withScripts: [run({ benchmarkIndex: 1702.5 })],
          withoutScripts: [run({ benchmarkIndex: 3149.5 })],
        },
        {
          path: '/about',
          withScripts: [run({ benchmarkIndex: 2000, machineBusy: 0.5 })],
          withoutScripts: [],
          error: 'timed out',
        },
      ],
      0.25,
    )
    expect(line).toBe(
      'Machine speed (Lighthouse benchmark index): median 2000, 1703 to 3150 over 3 runs; ' +
        '1 of them began with other work keeping 25% or more of the cores busy.',
    )
  })
})

describe('steadinessLine', () => {
  const route = (path: string, withScripts: number[], withoutScripts: number[]) => ({
    path,
    withScripts: withScripts.map((lcpMs) => run({ lcpMs })),
    withoutScripts: withoutScripts.map((lcpMs) => run({ lcpMs })),
  })

  it('says so when every route painted alike in each run', () => {
    expect(steadinessLine([route('/', [1800, 1900, 1850], [900, 950, 930])], 0.2)).toBe(
      "Every route's largest paint stayed within 20% between runs.",
    )
  })

  it('names the routes whose paint differed in either variant, with the command to measure them again', () => {
    const line = steadinessLine(
      [
        route('/', [1800, 1900, 1850], [900, 950, 930]),
        route('/sofacleaning', [1820, 960, 1880], [950, 940, 950]),
        route('/about', [1800, 1800, 1800], [900, 1200, 900]),
        { ...route('/gallery', [1800, 900], []), error: 'timed out' },
      ],
      0.2,
    )
    expect(line).toBe(
      '* The largest paint differed by more than 20% between runs on /sofacleaning, /about; ' +
        'measure them again on a quiet machine: npm run bench:pages -- --routes=/sofacleaning,/about',
    )
  })
})

describe('steadinessLine and requests before the paint', () => {
  it('takes runs that differ in requests finished before the paint as differing by those, not unsteady', () => {
    const withPictures = (lcpMs: number, requestsBeforePaint: number) => run({ lcpMs, requestsBeforePaint })
    const line = steadinessLine(
      [
        {
          path: '/blog',
          withScripts: [withPictures(1250, 1), withPictures(1960, 6)],
          withoutScripts: [withPictures(2040, 6), withPictures(1300, 1)],
        },
      ],
      0.2,
    )
    expect(line).toBe("Every route's largest paint stayed within 20% between runs.")
  })
})

describe('likeForLikeLine', () => {
  it('says when every ratio compared like for like, and names the routes that could not, with the command', () => {
    expect(likeForLikeLine([summary({ path: '/' })])).toBe(
      'Ratios compare runs with as many requests other than scripts finished before the largest paint, with scripts and without: ' +
        "every route's could.",
    )
    expect(likeForLikeLine([summary({ path: '/' }), summary({ path: '/gallery', isLcpRatioMatched: false })])).toBe(
      'Ratios compare runs with as many requests other than scripts finished before the largest paint, with scripts and without; † on ' +
        '/gallery, where no run of one copy matched a run of the other, the medians are compared instead: measure ' +
        'them again with more runs: npm run bench:pages -- --runs=5 --routes=/gallery',
    )
  })
})

describe('lateScriptLine', () => {
  it('counts the runs with scripts whose paint was simulated without a script on the way to it', () => {
    const line = lateScriptLine([
      {
        path: '/',
        withScripts: [run({ scriptsFinishedAfterPaint: 1 }), run({}), run({})],
        withoutScripts: [run({ scriptsFinishedAfterPaint: 1 })],
      },
      { path: '/about', withScripts: [run({ scriptsFinishedAfterPaint: 2 })], withoutScripts: [] },
    ])
    expect(line).toBe(
      'In 2 of 4 runs with scripts, a script that started before the largest paint finished after it in the ' +
        "unthrottled load, so Lighthouse's simulation left it out of the paint.",
    )
  })

  it('says nothing when every script on the way to the paint finished before it', () => {
    expect(lateScriptLine([{ path: '/', withScripts: [run({})], withoutScripts: [] }])).toBeUndefined()
  })
})
