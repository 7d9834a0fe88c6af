import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkSite } from './check-site.ts'
import { formatProblem } from './format.ts'

const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))
const minimal = readFileSync(`${fixtures}minimal.yaml`, 'utf8')
const redirectTo = '    to: /sofacleaning\n'

/** The errors of the minimal fixture with its redirect's `to:` written as `written` (YAML, quotes included). */
function errorsFor(written: string): string[] {
  expect(minimal.split(redirectTo)).toHaveLength(2)
  const result = checkSite(minimal.replace(redirectTo, `    to: ${written}\n`), { publicDir: `${fixtures}public` })
  return result.errors.map(formatProblem)
}

describe('a redirect to an address holding an invisible character', () => {
  it.each([
    ['"https://example.com/a\\r\\nSet-Cookie: x=1"', '"https://example.com/a\\r\\nSet-Cookie: x=1"', 'a line break'],
    ['"https://example.com/a\\nb"', '"https://example.com/a\\nb"', 'a line break'],
    ['"https://example.com/a\\u2028b"', '"https://example.com/a\\u2028b"', 'a line break'],
    ['"https://example.com/a\\tb"', '"https://example.com/a\\tb"', 'a tab'],
    ['"https://example.com/a\\0b"', '"https://example.com/a\\u0000b"', 'an invisible control character'],
    ['"https://example.com/a\\x7fb"', '"https://example.com/a\\u007fb"', 'an invisible control character'],
  ])('%s is refused at its place, naming what it holds', (written, shown, what) => {
    expect(errorsFor(written)).toEqual([
      `site.yaml:41:9  redirects[0].to: the address ${shown} holds ${what}, which no web address may hold\n` +
        '    hint: Write the address on one line, as the browser shows it, with no tabs or invisible characters.',
    ])
  })

  it('is refused when a literal block keeps the line break of a long address', () => {
    const [error] = errorsFor('|\n      https://example.com/a\n      /b')
    expect(error).toMatch(/^site\.yaml:41:9 {2}redirects\[0\]\.to: the address .* holds a line break, /)
  })

  it('passes for letters beyond ASCII, which the server percent-encodes when it sends visitors on', () => {
    expect(errorsFor('https://de.example.org/wiki/Straße')).toEqual([])
    expect(errorsFor('"https://example.com/a b"')).toEqual([])
  })
})
