import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCircles, importGraph, importSpecifiers } from './import-circles.ts'
import { productionFiles } from './source-tree.ts'

const root = join(import.meta.dirname, '../..')

describe('import circles', () => {
  it('are none among the production files, type-only imports included', () => {
    const files = productionFiles(root).filter((file) => /\.tsx?$/.test(file))
    const sources = Object.fromEntries(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]))
    const circles = importCircles(importGraph(sources)).map((circle) => circle.join(', '))
    expect(circles).toEqual([])
  })

  it('are found through type-only imports, re-exports and dynamic imports', () => {
    const graph = importGraph({
      'src/model/site.ts': "export type { Site } from '../schema/site.ts'",
      'src/schema/site.ts': "import type {\n  Page,\n} from '../build/page.ts'\nexport type Site = {}",
      'src/build/page.ts': "const load = () => import('../model/site.ts')",
      'src/build/alone.ts': "import { Site } from '../model/site.ts'\nimport './alone.css'",
      'src/build/self.ts': "import { self } from './self.ts?raw'",
    })
    expect(importCircles(graph)).toEqual([
      ['src/build/page.ts', 'src/model/site.ts', 'src/schema/site.ts'],
      ['src/build/self.ts'],
    ])
  })

  it('reads every form of import, and only imports', () => {
    const source = [
      "import a, { b, type C } from './a.ts'",
      "import type * as D from './d.ts'",
      "export * from './e.ts'",
      "import './f.css'",
      "const g = await import('./g.ts')",
      "const text = 'not from \\'./h.ts\\''",
      "// import { i } from './i.ts' is how one would import i",
    ].join('\n')
    expect(importSpecifiers(source).sort()).toEqual(['./a.ts', './d.ts', './e.ts', './f.css', './g.ts'])
  })
})
