import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkSite } from './check-site.ts'
import { formatReport } from './format.ts'
import type { Problem } from './problem.ts'

const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))
const minimal = readFileSync(`${fixtures}minimal.yaml`, 'utf8')
const check = (text: string) => checkSite(text, { publicDir: `${fixtures}public` })

function edit(from: string, to: string): string {
  expect(minimal.split(from), `"${from}" should occur once in the fixture`).toHaveLength(2)
  return minimal.replace(from, to)
}

const placed = ({ line, col, path }: Problem) => ({ line, col, path })

describe('the data path of each problem', () => {
  it('is the value a schema error is about, with the place it is written', () => {
    const { errors } = check(edit('      number: "+254 712 345 678"', '      number: 12'))
    expect(errors.map(placed)).toEqual([{ line: 7, col: 15, path: ['business', 'phones', 0, 'number'] }])
    expect(errors[0]?.message).toMatch(/^business\.phones\[0\]\.number: /)
  })

  it('is the unknown key itself, and the group a missing key belongs in', () => {
    const unknown = check(edit('  town: Ruiru', '  town: Ruiru\n    postcode: "00232"')).errors
    expect(unknown.map((problem) => problem.path)).toEqual([['business', 'address', 'postcode']])
    const missing = check(edit('    title: About\n', '')).errors
    expect(missing.map((problem) => problem.path)).toEqual([['pages', '/about']])
  })

  it('is the text a broken link is written in, placed at the link', () => {
    const { errors } = check(edit('      content: Blot, do not rub.', '      content: Blot, see [this](/nowhere).'))
    expect(errors.map(placed)).toEqual([{ line: 59, col: 33, path: ['blog', 'posts', 0, 'content'] }])
  })

  it('places each of several links to the same address where it is written', () => {
    const content = '      content: |\n        See [one](/gone).\n\n        Or [two](/gone) and [three](/gone).'
    const { errors } = check(edit('      content: Blot, do not rub.', content))
    expect(errors.map(({ line, col }) => `${line}:${col}`)).toEqual(['60:19', '62:18', '62:37'])
  })

  it('is the value a cross-check or a warning is about', () => {
    const { errors, warnings } = check(edit('      category: Sofa Cleaning', '      category: Windows'))
    expect(errors.map((problem) => problem.path)).toEqual([['blog', 'posts', 0, 'category']])
    expect(warnings).toEqual([])
    const cut = check(edit('  text: Nothing here.', '  text: We are #1 here')).warnings
    expect(cut.map((problem) => problem.path)).toEqual([['notFound', 'text']])
  })

  it('is the key written a second time', () => {
    const { errors } = check(edit('  town: Ruiru', '  town: Ruiru\n    town: Thika'))
    expect(errors.map(placed)).toEqual([{ line: 13, col: 5, path: ['business', 'address', 'town'] }])
    expect(errors[0]?.message).toBe('"town" is written twice in the same place')
  })

  it('is the value a mark that needed quotes is written on, and none for a line that cannot be read', () => {
    const mark = check(edit('  text: Nothing here.', '  text: &Nothing here')).errors
    expect(mark.map((problem) => problem.path)).toEqual([['notFound', 'text']])
    const unreadable = check(edit('  text: Nothing here.', '  text: "Nothing here')).errors
    expect(unreadable).toHaveLength(1)
    expect(unreadable[0]?.path).toEqual([])
  })

  it('leaves the printed report as it was: place, message and hint', () => {
    const { errors, warnings } = check(edit('      number: "+254 712 345 678"', '      number: 12'))
    expect(formatReport(errors, warnings)).toBe(
      '1 error in site.yaml:\n' +
        'site.yaml:7:15  business.phones[0].number: expected text, found the number 12\n' +
        '    hint: Put it in quotes to keep it as text: number: "12"',
    )
  })
})
