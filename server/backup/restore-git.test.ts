import Database from 'better-sqlite3'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { freshProject, siteWithData } from '../testing/site-with-data.ts'
import { backUp } from './back-up.ts'
import { restore } from './restore.ts'
import { scratchFolders } from '../testing/scratch-folders.ts'

const { make: folder, keep } = scratchFolders()

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@localhost', ...args], {
    cwd: dir,
    encoding: 'utf8',
  }).trim()

/** A fresh checkout of the site in a git repository of its own, with site.yaml committed. */
function checkout(name: string): string {
  const project = freshProject(name)
  keep(project)
  git(project, 'init', '--quiet')
  git(project, 'add', 'site.yaml')
  git(project, 'commit', '--quiet', '--message', 'The site')
  return project
}

const commitsNamedIn = (dataDir: string) => {
  const db = new Database(join(dataDir, 'site.db'), { readonly: true })
  try {
    return db
      .prepare<[], { id: number; commit_hash: string | null }>('SELECT id, commit_hash FROM publishes ORDER BY id')
      .all()
  } finally {
    db.close()
  }
}

const isCommitIn = (dir: string, hash: string) => {
  try {
    return git(dir, 'cat-file', '-t', hash) === 'commit'
  } catch {
    return false
  }
}

let archive: string

beforeAll(async () => {
  const project = checkout('git-source')
  const dataDir = folder('git-source-data')
  const site = await siteWithData(project, dataDir)
  try {
    await site.uploadPhoto('#37a')
    await site.publishTagline('Published, and committed.')
    await site.publishTagline('Published again.')
  } finally {
    await site.server.close()
  }
  if (commitsNamedIn(dataDir).filter((entry) => entry.commit_hash !== null).length !== 2)
    throw new Error('the publishes were not committed')
  archive = join(folder('git-archive'), 'site.zip')
  await backUp({ dataDir, projectRoot: project }, archive)
}, 60_000)

describe('a restore into a git checkout', () => {
  it('commits the restored site.yaml and pictures, and History names only commits of this checkout', async () => {
    const places = { dataDir: folder('git-restored-data'), projectRoot: checkout('git-restored') }
    const outcome = await restore(places, archive)

    expect(git(places.projectRoot, 'status', '--porcelain')).toBe('')
    const entries = commitsNamedIn(places.dataDir)
    const elsewhere = entries.filter(({ commit_hash }) => commit_hash && !isCommitIn(places.projectRoot, commit_hash))
    expect(elsewhere).toEqual([])
    const newest = entries.at(-1)!
    expect(newest.commit_hash).toBe(outcome.git.commit)
    expect(git(places.projectRoot, 'show', `${newest.commit_hash}:site.yaml`)).toBe(
      readFileSync(join(places.projectRoot, 'site.yaml'), 'utf8').trim(),
    )
    expect(git(places.projectRoot, 'log', '-1', '--format=%s')).toMatch(/^Restore the site from the backup of /)

    // Restored again, nothing is left to commit: the same commit still holds it.
    const again = await restore(places, archive, { force: true })
    expect(again.git.commit).toBe(outcome.git.commit)
    expect(commitsNamedIn(places.dataDir).at(-1)!.commit_hash).toBe(outcome.git.commit)
    expect(git(places.projectRoot, 'status', '--porcelain')).toBe('')
  }, 60_000)

  it('outside git, History names no commit', async () => {
    const places = { dataDir: folder('git-none-data'), projectRoot: freshProject('git-none') }
    keep(places.projectRoot)
    await restore(places, archive)
    expect(commitsNamedIn(places.dataDir).map((entry) => entry.commit_hash)).toEqual(
      commitsNamedIn(places.dataDir).map(() => null),
    )
  }, 60_000)
})
