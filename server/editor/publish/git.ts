import { execFileSync } from 'node:child_process'

const fallbackIdentity = ['-c', 'user.name=Site editor', '-c', 'user.email=editor@localhost']

function git(dir: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
    timeout: 60_000,
  }).trim()
}

function tryGit(dir: string, args: string[]): string | undefined {
  try {
    return git(dir, args)
  } catch {
    return undefined
  }
}

/** True when `dir` lies inside a git work tree and git is installed. */
export function isGitWorkTree(dir: string): boolean {
  return tryGit(dir, ['rev-parse', '--is-inside-work-tree']) === 'true'
}

/** Files under `folder` (relative to `dir`) that git does not track yet and does not ignore. */
export function untrackedFiles(dir: string, folder: string): string[] {
  const listed = tryGit(dir, ['ls-files', '--others', '--exclude-standard', '-z', '--', folder]) ?? ''
  return listed.split('\0').filter(Boolean)
}

/**
 * Commits exactly `files` (paths relative to `dir`) with `message` and returns the new commit's hash,
 * or undefined when they hold no change. Whatever else is staged stays staged and out of the commit.
 * The author is the one git is configured with, or "Site editor <editor@localhost>" when there is none.
 * Hooks are skipped: the publisher has already checked and built the site. Throws when git fails.
 */
export function commitSite(dir: string, files: string[], message: string): string | undefined {
  if (files.length === 0) return undefined
  git(dir, ['add', '--', ...files])
  const hasHead = tryGit(dir, ['rev-parse', '--verify', '--quiet', 'HEAD']) !== undefined
  if (hasHead && tryGit(dir, ['diff', '--cached', '--quiet', 'HEAD', '--', ...files]) !== undefined) return undefined
  const identity = tryGit(dir, ['config', 'user.name']) && tryGit(dir, ['config', 'user.email']) ? [] : fallbackIdentity
  git(dir, [...identity, 'commit', '--no-verify', '--quiet', '--message', message, '--only', '--', ...files])
  return git(dir, ['rev-parse', 'HEAD'])
}
