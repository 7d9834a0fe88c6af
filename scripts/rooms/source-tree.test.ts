import { describe, expect, it } from 'vitest'
import { isProductionFile } from './source-tree.ts'

describe('the production files', () => {
  it('are code and styles, but not tests, type tests, browser tests or fixtures', () => {
    const files = ['a.ts', 'B.tsx', 'c.css', 'a.test.ts', 'B.test.tsx', 'r.test-d.ts', 'e.spec.ts', 'fixtures/f.ts']
    expect(files.map((file) => `src/${file}`).filter(isProductionFile)).toEqual(['src/a.ts', 'src/B.tsx', 'src/c.css'])
  })
})
