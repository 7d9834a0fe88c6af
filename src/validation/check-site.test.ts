import { describe, expect, it } from 'vitest'
import { blockDefinitions } from '../blocks/definitions.ts'
import {
  fixturePublicDir as publicDir,
  minimalSite as minimal,
  mistakes,
  withMistake as madeIn,
  type Mistake,
} from '../testing/mistakes.ts'
import { checkSite } from './check-site.ts'
import { formatProblem } from './format.ts'

/** The minimal fixture with one piece changed; `from` must occur exactly once. */
function edit(from: string, to: string, text = minimal): string {
  expect(text.split(from), `"${from}" should occur once in the fixture`).toHaveLength(2)
  return text.replace(from, to)
}

const blockTypes = Object.keys(blockDefinitions)
  .map((type) => `"${type}"`)
  .join(', ')

const check = (text: string) => checkSite(text, { publicDir })

describe('checkSite on the minimal fixture', () => {
  it('accepts it and returns the typed site', () => {
    const result = check(minimal)
    expect(result.errors).toEqual([])
    expect(result.site?.pages['/']?.blocks[0]).toMatchObject({ type: 'hero', heading: 'Clean homes' })
  })

  it('returns no site when there is an error', () => {
    expect(check(edit('  copyrightYear: 2024', '  copyrightYear: soon')).site).toBeUndefined()
  })
})

/** The minimal fixture with the mistake made in it, its piece found exactly once. */
const withMistake = (mistake: Mistake): string => madeIn(mistake, (from, to) => edit(from, to))

describe('each mistake is reported at its line and column, with what was expected and a hint', () => {
  it.each(mistakes)('$name', (mistake) => {
    const expected = mistake.errors.map((error) => error.replace('{blockTypes}', blockTypes))
    const result = check(withMistake(mistake))
    expect(result.errors.map(formatProblem)).toEqual(expected)
    // Cases that give no warnings list are not about warnings: theirs are left unchecked.
    const warnings = mistake.warnings === undefined ? [] : result.warnings.map(formatProblem)
    expect(warnings).toEqual(mistake.warnings ?? [])
  })
})

describe('reporting', () => {
  it('reports every error at once, sorted by line', () => {
    let text = edit('      opens: "08:00"', '      opens: 8am')
    text = edit('        heading: Clean homes', '        headng: Clean homes', text)
    text = edit('    to: /sofacleaning', '    to: /sofa-cleaning', text)
    const lines = check(text).errors.map((problem) => problem.line)
    expect(lines).toEqual([17, 41, 73])
  })

  it('keeps placeholder contact values apart, as warnings', () => {
    const text = edit('  email: info@cleaners.test', '  email: info@example.com')
    const result = check(text)
    expect(result.errors).toEqual([])
    expect(result.warnings.map(formatProblem)).toEqual([
      'site.yaml:9:10  business.email: "info@example.com" is still a placeholder\n' +
        '    hint: Replace it with the real value before the site goes live.',
    ])
  })
})
