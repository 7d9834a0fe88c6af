import { describe, expect, it } from 'vitest'
import type { CategoryScores } from './category-scores.ts'
import { hasScoreUnder100, scoreTable, type HomeResult } from './score-table.ts'

const full: CategoryScores = {
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  failing: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
}

const short: CategoryScores = {
  scores: { performance: 96, accessibility: 100, 'best-practices': 100, seo: 92 },
  failing: {
    performance: ['Largest Contentful Paint (2.9 s)'],
    accessibility: [],
    'best-practices': [],
    seo: ['Document does not have a meta description', 'Links | buttons are not crawlable'],
  },
}

describe('scoreTable', () => {
  it('gives a row per page and width with the four scores and what kept each under 100', () => {
    const results: HomeResult[] = [
      { site: 'root', width: 375, ...short },
      { site: 'root', width: 1280, ...full },
      { site: 'salon', width: 375, error: 'The build failed' },
    ]
    expect(scoreTable(results).split('\n')).toEqual([
      '| Site | Width | Performance | Accessibility | Best practices | SEO | Under 100 because |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| root | 375 px | 96 | 100 | 100 | 92 | Performance: Largest Contentful Paint (2.9 s). ' +
        'SEO: Document does not have a meta description; Links \\| buttons are not crawlable |',
      '| root | 1280 px | 100 | 100 | 100 | 100 |  |',
      '| salon | 375 px | – | – | – | – | Not scored: The build failed |',
    ])
  })
})

describe('hasScoreUnder100', () => {
  it('is false only when every page scored 100 in every category', () => {
    expect(hasScoreUnder100([{ site: 'root', width: 375, ...full }])).toBe(false)
    expect(
      hasScoreUnder100([
        { site: 'root', width: 375, ...full },
        { site: 'root', width: 1280, ...short },
      ]),
    ).toBe(true)
    expect(hasScoreUnder100([{ site: 'root', width: 375, error: 'Lighthouse took longer than 120 s' }])).toBe(true)
  })
})
