import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkSiteText } from './check-site.ts'
import { formatProblem } from './format.ts'

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))
const minimal = readFileSync(`${fixtures}minimal.yaml`, 'utf8')
const publicDir = `${fixtures}public`

/** The minimal fixture with one line changed: `from` must occur exactly once. */
function edit(from: string, to: string, text = minimal): string {
  expect(text.split(from), `"${from}" should occur once in the fixture`).toHaveLength(2)
  return text.replace(from, to)
}

function errorsOf(text: string): string[] {
  return checkSiteText(text, { publicDir }).errors.map(formatProblem)
}

describe('checkSiteText on the minimal fixture', () => {
  it('accepts it and returns the typed site', () => {
    const result = checkSiteText(minimal, { publicDir })
    expect(result.errors).toEqual([])
    expect(result.site?.pages['/']?.blocks[0]).toMatchObject({ type: 'hero', heading: 'Clean homes' })
  })
})

const mistakes: { name: string; text: () => string; expected: string }[] = [
  {
    name: 'a misspelt block type',
    text: () => edit('      - type: rich-text', '      - type: rich-txet'),
    expected:
      'site.yaml:68:15  pages./about.blocks[0] (rich-txet): unknown block type "rich-txet"\n' +
      '    hint: did you mean "rich-text"? Block types: "hero", "rich-text", "card-grid".',
  },
]

describe('each mistake is reported at its line and column with a hint', () => {
  it.each(mistakes)('$name', ({ text, expected }) => {
    expect(errorsOf(text())).toEqual([expected])
  })
})
