import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockRegistrySources } from '../build/block-registry.ts'
import { blockTypesMarks, blockTypesTable, withBlockTypesTable } from '../build/block-types-table.ts'
import { blockDefinitions } from './definitions.ts'

const blocksDir = import.meta.dirname

describe('the block registries', () => {
  const sources = blockRegistrySources(blocksDir)

  it.each(Object.keys(sources) as (keyof typeof sources)[])(
    'src/blocks/%s.ts is up to date with the block folders (run `npm run schema` if this fails)',
    (name) => {
      expect(readFileSync(join(blocksDir, `${name}.ts`), 'utf8')).toBe(sources[name])
    },
  )

  it('lists every block folder under its folder name', () => {
    expect(sources.definitions).toContain("  'rich-text': richText,")
    expect(sources.views).toContain("import { view as richText } from './rich-text/RichText.tsx'")
    expect(sources.behaviours).toContain(
      "'gallery': () => import('./gallery/enlarge-picture.ts').then((module) => module.enhanceGallery),",
    )
  })
})

describe('README.md’s table of block types', () => {
  const readme = readFileSync(join(blocksDir, '../../README.md'), 'utf8')

  it('is written from every block’s summary (run `npm run schema` if this fails)', () => {
    expect(readme).toContain(blockTypesMarks.start)
    expect(withBlockTypesTable(readme, blockTypesTable(blockDefinitions))).toBe(readme)
    expect(readme).toContain('| `blog-posts` ')
  })

  it('lays the table out as Prettier does, so the formatting check keeps it', () => {
    expect(blockTypesTable({ a: { summary: 'One.' }, 'long-name': { summary: 'Two words.' } })).toBe(
      [
        '| type        | what it shows |',
        '| ----------- | ------------- |',
        '| `a`         | One.          |',
        '| `long-name` | Two words.    |',
      ].join('\n'),
    )
  })
})
