import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const fixtures = join(root, 'src/testing/fixtures')
const work = mkdtempSync(join(tmpdir(), 'site-folder-'))
const folders = [work]
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

/** A site's folder under `work`: the fixture's site.yaml (changed by `edit`) and its public/. */
function siteFolder(name: string, edit = (text: string) => text): string {
  const dir = join(work, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'site.yaml'), edit(readFileSync(join(fixtures, 'minimal.yaml'), 'utf8')))
  cpSync(join(fixtures, 'public'), join(dir, 'public'), { recursive: true })
  return dir
}

/** Runs a script of the project as `npm run` does, typed in `work`; SITE_DIR and SITE_YAML are left out. */
function run(script: string, args: string[], env: Record<string, string> = {}) {
  const { SITE_DIR: _dir, SITE_YAML: _file, ...inherited } = process.env
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, script), ...args], {
    cwd: root,
    env: { ...inherited, INIT_CWD: work, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  })
  return { status: result.status, out: `${result.stdout}${result.stderr}` }
}

describe('a site is a folder: --site DIR', () => {
  it('checks the folder’s site.yaml and names it as it was given', () => {
    siteFolder('good')
    expect(run('scripts/check.ts', ['--site', 'good'])).toMatchObject({
      status: 0,
      out: expect.stringContaining('✓ good/site.yaml is valid.'),
    })
    siteFolder('broken', (text) => text.replace('  name: Test Cleaners', '  name: 12'))
    const broken = run('scripts/check.ts', ['--site', 'broken'])
    expect(broken.status).toBe(1)
    expect(broken.out).toContain('broken/site.yaml:2:9  business.name: expected text, found the number 12')
  })

  it('takes SITE_DIR as well, from the project', () => {
    const dir = siteFolder('from-env')
    expect(run('scripts/check.ts', [], { SITE_DIR: dir }).out).toContain('✓ from-env/site.yaml is valid.')
  })

  it.each([
    ['check', 'scripts/check.ts'],
    ['build', 'scripts/build.ts'],
    ['start', 'server/start.ts'],
  ])('npm run %s stops with one sentence for a folder that is missing or holds no site.yaml', (_, script) => {
    mkdirSync(join(work, 'empty'), { recursive: true })
    expect(run(script, ['--site', 'nowhere'])).toEqual({
      status: 1,
      out: 'There is no folder nowhere: --site (or SITE_DIR) names a folder that holds a site’s site.yaml and its public/ folder.\n',
    })
    expect(run(script, ['--site', 'empty'])).toEqual({
      status: 1,
      out: 'There is no empty/site.yaml: a site’s folder holds its site.yaml and its public/ folder.\n',
    })
  })

  it('builds the folder’s site, with its own pictures, and nothing of the project’s own', () => {
    const dir = siteFolder('built')
    const dist = join(work, 'built-dist')
    // The project's code build, taken as it is (this test is about the site, not the code), kept in the
    // project, where the prerender finds its packages.
    const code = mkdtempSync(join(root, 'node_modules/.cache/site-folder-code-'))
    folders.push(code)
    cpSync(join(root, '.build'), code, { recursive: true })
    const later = new Date(Date.now() + 86_400_000)
    utimesSync(join(code, 'code-version.txt'), later, later)
    const built = run('scripts/build.ts', ['--site', 'built', '--reuse-code'], { SITE_DIST: dist, SITE_CODE: code })
    expect(built.out).toMatch(/Built \d+ routes/)
    const home = readFileSync(join(dist, 'index.html'), 'utf8')
    expect(home).toContain('Test Cleaners')
    const projectName = /^ {2}name: (.+)$/m.exec(readFileSync(join(root, 'site.yaml'), 'utf8'))?.[1]
    expect(home).not.toContain(projectName)
    expect(existsSync(join(dist, 'images'))).toBe(existsSync(join(dir, 'public', 'images')))
  })
})
