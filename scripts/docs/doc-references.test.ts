import { describe, expect, it } from 'vitest'
import { docProblems, type Repository } from './doc-references.ts'

const files: Record<string, string> = {
  'src/ui/SmartLink.tsx': 'export function SmartLink() {}',
  'src/blocks/hero/Hero.tsx': 'export { Hero }',
  'README.md': '# Read me',
}

const repo: Repository = {
  exists: (path) => Object.keys(files).some((file) => `${file}/`.startsWith(path.endsWith('/') ? path : `${path}/`)),
  source: (path) => files[path],
  scripts: new Set(['test', 'check']),
}

const problems = (text: string, file = 'guide.md') => docProblems(file, text, repo)

describe('docProblems', () => {
  it('reports a missing file with its line, and not an existing file, folder or site address', () => {
    const text = 'Edit `src/ui/SmartLink.tsx` in `src/ui/`.\nThe page `/about` is made by `src/render/About.tsx`.'
    expect(problems(text)).toEqual(['guide.md:2 names src/render/About.tsx, which does not exist'])
  })

  it('checks only the folder before a placeholder, and skips what the caller allows', () => {
    expect(problems('`src/blocks/<name>/<name>.css` and `src/kinds/<kind>/`')).toEqual([
      'guide.md:1 names src/kinds/<kind>/, but src/kinds/ does not exist',
    ])
    expect(
      docProblems('guide.md', 'Create `src/blocks/price-list/schema.ts`.', repo, ['src/blocks/price-list/']),
    ).toEqual([])
  })

  it('reads links relative to the document, and paths in code blocks rooted in a repository folder', () => {
    const text =
      '[Read me](../README.md#running-it) and [gone](gone.md)\n\n```text\nsrc/gone/   old folder\nreact-dom/static\n```'
    expect(problems(text, 'docs/extra.md')).toEqual([
      'docs/extra.md:1 names docs/gone.md, which does not exist',
      'docs/extra.md:4 names src/gone/, which does not exist',
    ])
  })

  it('reports an npm script that package.json does not have', () => {
    expect(problems('Run `npm test`, then `npm run chek -- other.yaml` and `npm start`.')).toEqual([
      'guide.md:1 runs npm run chek, which is not a script in package.json',
      'guide.md:1 runs npm start, which is not a script in package.json',
    ])
  })

  it('reports a name written beside a file that does not export it', () => {
    const text =
      'Use `SmartLink` (`src/ui/SmartLink.tsx`), `<Hero>` (`src/blocks/hero/Hero.tsx`)\nand `Picture` (`src/ui/SmartLink.tsx`).'
    expect(problems(text)).toEqual(['guide.md:2 names Picture in src/ui/SmartLink.tsx, which does not export it'])
  })
})
