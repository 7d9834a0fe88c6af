import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { docProblems, repositoryAt } from './doc-references.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

// Paths the docs may name although the repository does not hold them.
const absentByDesign = [
  'dist/', // build output
  '.data/', // the form receiver's database, made at run time
  // What CONTRIBUTING.md walks the reader through creating: a block, an interactive block, a field kind.
  'src/blocks/steps/',
  'src/blocks/price-tabs/',
  'src/forms/kinds/count/',
]

const docs = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

describe('the docs', () => {
  it('name only files, npm scripts and exports that exist', () => {
    const repo = repositoryAt(root)
    const problems = docs.flatMap((file) =>
      docProblems(file, readFileSync(join(root, file), 'utf8'), repo, absentByDesign),
    )
    expect(problems.join('\n')).toBe('')
  })
})
