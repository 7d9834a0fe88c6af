import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { foldersImportingEachOther } from './folder-pairs.ts'
import { productionFiles } from './source-tree.ts'

const root = join(import.meta.dirname, '../..')

/** The production files of server/, by path. Tests and server/testing stand apart: they may import anything. */
function serverSources(): Record<string, string> {
  const files = productionFiles(root, ['server']).filter((file) => !file.startsWith('server/testing/'))
  return Object.fromEntries(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]))
}

describe('the folders of server/', () => {
  it('never import each other: imports run one way, as .oxlintrc.json orders them', () => {
    expect(foldersImportingEachOther(serverSources(), 2)).toEqual([])
  })

  it('are found importing each other through any of their files, at any depth below them', () => {
    const sources = {
      'server/app.ts': "import { a } from './editor/a.ts'",
      'server/log-levels.ts': '',
      'server/editor/drafts/a.ts': "import { b } from '../../work/tasks/b.ts'\nimport { c } from '../../log-levels.ts'",
      'server/work/tasks/b.ts': "import { a } from '../../editor/drafts/a.ts'",
      'server/storage/c.ts': "import { d } from '../work/d.ts'",
      'server/work/d.ts': "import { e } from '../log-levels.ts'",
    }
    expect(foldersImportingEachOther(sources, 2)).toEqual(['server/editor ⇄ server/work'])
  })
})
