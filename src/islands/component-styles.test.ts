import { readdirSync, readFileSync } from 'node:fs'
import { join, matchesGlob, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The admin has its own stylesheets, and src/styles holds the base one the page imports itself.
const srcDir = join(import.meta.dirname, '..')
const publicStylesheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && !/^(admin|styles)\//.test(file))
  .map((file) => `../${file}`)
const patterns = [
  ...readFileSync(join(import.meta.dirname, 'component-styles.ts'), 'utf8').matchAll(/'(\.\.\/[^']+)'/g),
].map(([, pattern]) => pattern ?? '')

describe('the public page’s stylesheets', () => {
  it('hold every component’s stylesheet, in whatever folder of the kit it sits', () => {
    expect(publicStylesheets).toContain('../ui/faq/faq-accordion.css')
    const left = publicStylesheets.filter((file) => !patterns.some((pattern) => matchesGlob(file, pattern)))
    expect(left, `not in ${relative(srcDir, join(import.meta.dirname, 'component-styles.ts'))}`).toEqual([])
  })
})
