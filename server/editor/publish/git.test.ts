import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { commitSite, isGitWorkTree, untrackedFiles } from './git.ts'

const repo = mkdtempSync(join(tmpdir(), 'git-'))
const plain = mkdtempSync(join(tmpdir(), 'no-git-'))
const emptyConfig = join(plain, 'empty.gitconfig')
writeFileSync(emptyConfig, '')
afterAll(() => {
  rmSync(repo, { recursive: true, force: true })
  rmSync(plain, { recursive: true, force: true })
})
afterEach(() => vi.unstubAllEnvs())

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()

git('init', '--quiet')
git('config', 'user.name', 'Test Maintainer')
git('config', 'user.email', 'maintainer@example.com')

describe('git', () => {
  it('tells a work tree from a plain folder', () => {
    expect(isGitWorkTree(repo)).toBe(true)
    expect(isGitWorkTree(plain)).toBe(false)
  })

  it('commits exactly the files given, with the message, leaving other staged work alone', () => {
    writeFileSync(join(repo, 'site.yaml'), 'a: 1\n')
    const first = commitSite(repo, ['site.yaml'], 'Publish from /admin: 1 change\n\na')
    expect(first).toBe(git('rev-parse', 'HEAD'))

    writeFileSync(join(repo, 'site.yaml'), 'a: 2\n')
    writeFileSync(join(repo, 'notes.txt'), 'work in progress\n')
    git('add', 'notes.txt')
    mkdirSync(join(repo, 'public/images/uploads'), { recursive: true })
    writeFileSync(join(repo, 'public/images/uploads/sofa.jpg'), 'jpeg')
    const uploads = untrackedFiles(repo, 'public/images/uploads')
    expect(uploads).toEqual(['public/images/uploads/sofa.jpg'])

    const second = commitSite(repo, ['site.yaml', ...uploads], 'Publish from /admin: 1 change\n\nb')
    expect(second).toBe(git('rev-parse', 'HEAD'))
    expect(git('log', '-1', '--format=%B')).toBe('Publish from /admin: 1 change\n\nb')
    expect(git('log', '-1', '--format=%an <%ae>')).toBe('Test Maintainer <maintainer@example.com>')
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'public/images/uploads/sofa.jpg',
      'site.yaml',
    ])
    expect(git('diff', '--cached', '--name-only')).toBe('notes.txt')
  })

  it('commits a site kept in a folder of the repository, its paths taken from that folder', () => {
    const site = join(repo, 'examples', 'salon')
    mkdirSync(join(site, 'public/images/uploads'), { recursive: true })
    writeFileSync(join(site, 'site.yaml'), 'a: 3\n')
    writeFileSync(join(site, 'public/images/uploads/chair.jpg'), 'jpeg')
    expect(isGitWorkTree(site)).toBe(true)
    const uploads = untrackedFiles(site, 'public/images/uploads')
    expect(uploads).toEqual(['public/images/uploads/chair.jpg'])
    expect(commitSite(site, ['site.yaml', ...uploads], 'Publish from /admin: 1 change')).toBe(git('rev-parse', 'HEAD'))
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'examples/salon/public/images/uploads/chair.jpg',
      'examples/salon/site.yaml',
    ])
  })

  it('returns undefined when there is nothing to commit', () => {
    const head = git('rev-parse', 'HEAD')
    expect(commitSite(repo, ['site.yaml'], 'Publish from /admin: 0 changes')).toBeUndefined()
    expect(git('rev-parse', 'HEAD')).toBe(head)
  })

  it('signs as the site editor when git knows no one', () => {
    git('config', '--unset', 'user.name')
    git('config', '--unset', 'user.email')
    vi.stubEnv('GIT_CONFIG_GLOBAL', emptyConfig)
    vi.stubEnv('GIT_CONFIG_NOSYSTEM', '1')
    writeFileSync(join(repo, 'site.yaml'), 'a: 3\n')
    expect(commitSite(repo, ['site.yaml'], 'Publish from /admin: 1 change')).toBeDefined()
    expect(git('log', '-1', '--format=%an <%ae>')).toBe('Site editor <editor@localhost>')
  })
})
