import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse, parseDocument, type YAMLSeq } from 'yaml'
import { copyProjectSources, linkProjectModules, projectRoot as root } from '../server/testing/project-copy.ts'

/**
 * The examples of CONTRIBUTING.md compile and work: every code block marked `<!-- file: path -->` is written into a
 * copy of the project (a `diff` block is applied to the file instead, and a `site.yaml, a.b.c` block adds its items
 * to that list of site.yaml), `npm run schema` runs, and the copy typechecks, validates, builds with the examples on
 * its pages and passes the examples' tests and the blocks' generic ones. No file may change but the new folders,
 * the files CONTRIBUTING.md says to edit and what `npm run schema` writes.
 */
const project = mkdtempSync(join(tmpdir(), 'contributing-'))
// What `npm run schema` writes.
const generated = [
  'src/blocks/definitions.ts',
  'src/blocks/views.ts',
  'src/blocks/behaviours.ts',
  'schema/site.schema.json',
  // Its table of block types.
  'README.md',
]
// The files outside the new folders that CONTRIBUTING.md tells a developer to edit: only the field kind's lists. A
// block needs none but site.yaml.
const edited = [
  'src/forms/kinds/inputs.ts',
  'src/forms/kinds/rules.ts',
  'src/forms/rules.test.ts',
  'src/testing/test-forms.ts',
  'site.yaml',
]

interface Example {
  /** The path after `file:`, and for site.yaml the list the items go to. */
  target: string
  language: string
  code: string
}

/** The code blocks that follow a `<!-- file: … -->` line, with the indentation of their fence taken off. */
function examplesIn(markdown: string): Example[] {
  const pattern = /^[ \t]*<!-- file: (.+?) -->[ \t]*\n(?:[ \t]*\n)*([ \t]*)```(\w*)\n([\s\S]*?)\n[ \t]*```/gm
  return [...markdown.matchAll(pattern)].map(([, target = '', indent = '', language = '', body = '']) => ({
    target,
    language,
    code: `${body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
      .join('\n')}\n`,
  }))
}

/** Applies a diff written as hunks between `@@` lines: each hunk's old lines must occur once in `source`. */
function applyDiff(source: string, diff: string, file: string): string {
  return diff
    .trimEnd()
    .split(/^@@.*\n/m)
    .reduce((text, hunk) => {
      const lines = hunk.split('\n').filter((line, index, all) => index < all.length - 1 || line !== '')
      const side = (mark: string) =>
        lines.filter((line) => line === '' || line[0] === ' ' || line[0] === mark).map((line) => line.slice(1))
      const [before, after] = [side('-').join('\n'), side('+').join('\n')]
      const found = text.split(before).length - 1
      if (found !== 1) throw new Error(`${file}: the lines of a hunk are found ${found} times, not once:\n${before}`)
      return text.replace(before, () => after)
    }, source)
}

afterAll(() => rmSync(project, { recursive: true, force: true }))

const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST$|NODE_ENV$)/.test(name)))

/** Runs a program of the project in the copy; a failure shows what it printed. */
function inCopy(program: string, args: string[], extraEnv: Record<string, string> = {}): string {
  try {
    return execFileSync(process.execPath, [program, ...args], {
      cwd: project,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...env, ...extraEnv },
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${program} ${args.join(' ')} failed:\n${stdout}\n${stderr}`, { cause: error })
  }
}

const run = (script: string, ...args: string[]) =>
  inCopy('--import', ['tsx', script, ...args], { SITE_DIST: 'dist', SITE_YAML: 'site.yaml' })

/** Every file of the copy, by its path in the project; node_modules is a link and is not followed. */
// Node 24 follows the node_modules link when it lists a folder recursively: the shared modules are left out.
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('node_modules/'))

const read = (file: string) => readFileSync(join(project, file), 'utf8')

/** Writes CONTRIBUTING.md's examples into the copy; returns the new files. */
function writeExamples(examples: Example[]): string[] {
  const site = parseDocument(read('site.yaml'))
  const created: string[] = []
  for (const { target, language, code } of examples) {
    const [file = '', list] = target.split(/,\s*/)
    if (list) for (const item of parse(code) as unknown[]) (site.getIn(list.split('.')) as YAMLSeq).add(item)
    else if (language === 'diff') writeFileSync(join(project, file), applyDiff(read(file), code, file))
    else {
      mkdirSync(dirname(join(project, file)), { recursive: true })
      writeFileSync(join(project, file), code)
      created.push(file)
    }
  }
  writeFileSync(join(project, 'site.yaml'), site.toString())
  return created
}

describe('the examples of CONTRIBUTING.md', () => {
  const contributing = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8')
  const examples = examplesIn(contributing)

  it('are found: a block, an interactive block and a field kind, each with its use in site.yaml', () => {
    expect(examples.map(({ target }) => target)).toEqual(
      expect.arrayContaining([
        'src/blocks/steps/schema.ts',
        'src/blocks/steps/Steps.tsx',
        'src/blocks/steps/Steps.test.tsx',
        'src/blocks/price-tabs/schema.ts',
        'src/blocks/price-tabs/PriceTabs.tsx',
        'src/blocks/price-tabs/show-tab.ts',
        'src/blocks/price-tabs/PriceTabs.test.tsx',
        'src/forms/kinds/count/rule.ts',
        'src/forms/kinds/count/CountField.tsx',
        'site.yaml, pages./about.blocks',
        'site.yaml, forms.booking.fields',
      ]),
    )
  })

  it('add blocks the project does not have, so a real block of the same name is never mistaken for one', () => {
    const added = [...new Set(examples.flatMap(({ target }) => /^src\/blocks\/([^/]+)\//.exec(target)?.[1] ?? []))]
    expect(added).toEqual(['steps', 'price-tabs'])
    expect(
      added.filter((name) => existsSync(join(root, 'src/blocks', name))),
      'a block of the project has an example’s name: rename the example in CONTRIBUTING.md and here',
    ).toEqual([])
  })

  it('name only files of the project, or files in the folders the examples create', () => {
    const newFolders = examples.map(({ target }) => dirname(target)).filter((folder) => !existsSync(join(root, folder)))
    const named = [...contributing.matchAll(/`((?:src|server|scripts|e2e|schema)\/[^`<>…\s]+)`/g)].map(
      ([, path = '']) => path,
    )
    expect(named.length).toBeGreaterThan(30)
    expect(
      named.filter((path) => !existsSync(join(root, path)) && !newFolders.some((folder) => path.startsWith(folder))),
    ).toEqual([])
  })

  it(
    'compile, build and pass their tests in a copy of the project, with no other file edited',
    { timeout: 420_000 },
    () => {
      copyProjectSources(project)
      const before = new Map(filesUnder(project).map((file) => [file, read(file)]))
      linkProjectModules(project)
      const created = writeExamples(examples)
      expect(created.every((file) => !before.has(file))).toBe(true)

      run('scripts/write-schema.ts')
      inCopy(join(root, 'node_modules/typescript/bin/tsc'), ['-p', 'tsconfig.json'])
      expect(run('scripts/check.ts', 'site.yaml')).toContain('site.yaml is valid.')
      run('scripts/build.ts')
      inCopy(join(root, 'node_modules/vitest/vitest.mjs'), [
        'run',
        '--no-cache',
        ...new Set(created.filter((file) => file.startsWith('src/blocks/')).map((file) => dirname(file))),
        'src/forms/rules.test.ts',
        'src/blocks/views.test.tsx',
        'src/blocks/fields-shown.test.ts',
        'src/blocks/classes-styled.test.ts',
        'src/blocks/examples.test.ts',
        'src/blocks/registry.test.ts',
        'src/styles/class-names.test.ts',
      ])

      const about = read('dist/about/index.html')
      for (const text of ['How a cleaning works', 'You pay when you are happy with the work.', 'KES 1,800'])
        expect(about).toContain(text)
      expect(about).toContain('data-island="price-tabs"')
      expect(read('src/blocks/behaviours.ts')).toContain(
        `'price-tabs': () => import('./price-tabs/show-tab.ts').then((module) => module.enhanceTabs),`,
      )
      const pages = filesUnder(join(project, 'dist')).filter((file) => file.endsWith('.html'))
      expect(pages.some((file) => read(join('dist', file)).includes('How many rooms?'))).toBe(true)

      const changed = filesUnder(project)
        .filter((file) => !created.includes(file) && !/^(dist|\.build)\//.test(file))
        .filter((file) => before.get(file) !== read(file))
      expect(changed.sort()).toEqual([...generated, ...edited].sort())
    },
  )
})
