import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseDocument, type YAMLSeq } from 'yaml'

/**
 * "A block is one folder": a copy of the project gets a copy of the rich-text folder under a new
 * name, a page of site.yaml uses it, and `npm run schema` runs. With no other file touched by hand,
 * the copy typechecks, validates and builds with the new block on its page.
 */
const root = join(import.meta.dirname, '..')
const project = mkdtempSync(join(tmpdir(), 'block-copy-'))
const skipped = new Set(['.git', 'node_modules', 'dist', '.build', '.data', 'test-results', 'playwright-report'])
const copied = readdirSync(root).filter((name) => !skipped.has(name) && !name.startsWith('dist-'))
const newBlock = 'price-note'
const newText = 'A three-seater sofa costs KES 2,500 to clean.'
// What `npm run schema` writes, and the page that uses the new block: nothing else may differ.
const written = ['src/blocks/definitions.ts', 'src/blocks/components.ts', 'schema/site.schema.json', 'site.yaml']

afterAll(() => rmSync(project, { recursive: true, force: true }))

const run = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: project,
    encoding: 'utf8',
    stdio: 'pipe',
    env: { ...process.env, SITE_DIST: 'dist', SITE_YAML: 'site.yaml' },
  })

/** Every file of the copy, by its path in the project; node_modules is a link and is not followed. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))

describe('adding a block by copying a block folder', () => {
  it('needs no file outside the new folder to be edited', { timeout: 240_000 }, () => {
    for (const name of copied) cpSync(join(root, name), join(project, name), { recursive: true })
    const before = new Map(filesUnder(project).map((file) => [file, readFileSync(join(project, file), 'utf8')]))
    symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir')
    cpSync(join(project, 'src/blocks/rich-text'), join(project, 'src/blocks', newBlock), { recursive: true })

    const site = parseDocument(readFileSync(join(root, 'site.yaml'), 'utf8'))
    ;(site.getIn(['pages', '/about', 'blocks']) as YAMLSeq).add({ type: newBlock, text: newText })
    writeFileSync(join(project, 'site.yaml'), site.toString())

    run('scripts/write-schema.ts')
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], {
      cwd: project,
      stdio: 'pipe',
    })
    expect(run('scripts/check.ts', 'site.yaml')).toContain('site.yaml is valid.')
    run('scripts/build.ts')

    const about = readFileSync(join(project, 'dist/about/index.html'), 'utf8')
    expect(about).toContain(newText)
    expect(readFileSync(join(project, 'schema/site.schema.json'), 'utf8')).toContain(`"const": "${newBlock}"`)

    const changed = filesUnder(project)
      .filter((file) => !file.startsWith(`src/blocks/${newBlock}/`) && !/^(dist|\.build)\//.test(file))
      .filter((file) => before.get(file) !== readFileSync(join(project, file), 'utf8'))
    expect(changed.sort()).toEqual([...written].sort())
  })
})
