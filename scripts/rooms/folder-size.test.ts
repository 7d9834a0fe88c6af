import { join, posix } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isProductionFile, productionFiles } from './source-tree.ts'

const root = join(import.meta.dirname, '../..')
/** More files than this in one folder is a set of rooms waiting to be made (docs/architecture.md). */
const mostFilesInAFolder = 15

/** Each folder holding more production files than allowed, with its count. */
function crowdedFolders(files: readonly string[]): string[] {
  const counts = new Map<string, number>()
  for (const file of files) counts.set(posix.dirname(file), (counts.get(posix.dirname(file)) ?? 0) + 1)
  return [...counts]
    .filter(([, count]) => count > mostFilesInAFolder)
    .map(([folder, count]) => `${folder}/ holds ${count} production files`)
}

describe('the size of a folder', () => {
  it('is at most 15 production files', () => {
    expect(crowdedFolders(productionFiles(root))).toEqual([])
  })

  it('counts code and styles, but not tests, type tests, browser tests or fixtures', () => {
    const files = ['a.ts', 'B.tsx', 'c.css', 'a.test.ts', 'B.test.tsx', 'r.test-d.ts', 'e.spec.ts', 'fixtures/f.ts']
    expect(files.map((file) => `src/${file}`).filter(isProductionFile)).toEqual(['src/a.ts', 'src/B.tsx', 'src/c.css'])
  })

  it('reports each folder over the limit', () => {
    const many = (folder: string, count: number) => Array.from({ length: count }, (_, i) => `${folder}/f${i}.ts`)
    expect(crowdedFolders([...many('src/full', 15), ...many('src/crowded', 16)])).toEqual([
      'src/crowded/ holds 16 production files',
    ])
  })
})
