import Database from 'better-sqlite3'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { versionOf } from '../editor/site-source.ts'
import { commitSite, isGitWorkTree, untrackedFiles } from '../editor/publish/git.ts'
import { databaseFile, siteYamlFile, type SitePlaces } from './backup-places.ts'

/** Uploaded pictures are committed along with the site.yaml that uses them, as a publish does. */
const uploadsFolder = 'public/images/uploads'

/** What the restore did in git; `problem` says in words why the restored files were not committed. */
export interface RestoreCommit {
  commit?: string
  problem?: string
}

/** Those of `hashes` that name a commit in the git repository of `dir`, asked of git once for them all. */
function commitsAmong(dir: string, hashes: string[]): Set<string> {
  if (hashes.length === 0) return new Set()
  const answer = execFileSync('git', ['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
    cwd: dir,
    input: hashes.map((hash) => `${hash}^{commit}\n`).join(''),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 60_000,
  })
  const found = answer
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([, type]) => type === 'commit')
    .map(([hash]) => hash!)
  return new Set(hashes.filter((hash) => found.includes(hash)))
}

/** The commit that holds the files as they are now: a new one, or HEAD when it holds them already. */
function commitRestored(projectRoot: string, message: string): string | undefined {
  const files = ['site.yaml', ...untrackedFiles(projectRoot, uploadsFolder)]
  return (
    commitSite(projectRoot, files, message) ??
    execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], { cwd: projectRoot, encoding: 'utf8' }).trim()
  )
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error))

/**
 * Makes the checkout and the restored History agree. In a git checkout the restored site.yaml and the new
 * pictures are committed (with `message`), as a publish commits them, and the newest History entry, when it
 * holds the restored text, records that commit. Every other commit the History names and this checkout does
 * not hold is cleared, as it would be for a site published outside git: History shows no commits, and git
 * is never asked for one that is not there.
 */
export function agreeWithHistory(places: SitePlaces, message: string): RestoreCommit {
  const outcome: RestoreCommit = {}
  const isGit = isGitWorkTree(places.projectRoot)
  if (isGit) {
    try {
      const commit = commitRestored(places.projectRoot, message)
      if (commit) outcome.commit = commit
    } catch (error) {
      outcome.problem = reasonOf(error)
    }
  }
  const db = new Database(databaseFile(places), { fileMustExist: true })
  try {
    const named = db
      .prepare<[], { hash: string }>('SELECT DISTINCT commit_hash AS hash FROM publishes WHERE commit_hash IS NOT NULL')
      .all()
      .map((row) => row.hash)
    const held = isGit ? commitsAmong(places.projectRoot, named) : new Set<string>()
    const clear = db.prepare('UPDATE publishes SET commit_hash = NULL WHERE commit_hash = ?')
    const newest = db.prepare<[], { id: number; version: string }>(
      'SELECT id, version FROM publishes ORDER BY id DESC LIMIT 1',
    )
    const record = db.prepare('UPDATE publishes SET commit_hash = ? WHERE id = ?')
    db.transaction(() => {
      for (const hash of named) if (!held.has(hash)) clear.run(hash)
      const entry = newest.get()
      if (outcome.commit && entry?.version === versionOf(readFileSync(siteYamlFile(places))))
        record.run(outcome.commit, entry.id)
    })()
  } finally {
    db.close()
  }
  return outcome
}
