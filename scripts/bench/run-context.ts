import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { chromiumPath } from '../../e2e/chromium.ts'

const root = resolve(import.meta.dirname, '../..')

const output = (command: string, args: string[]): string | undefined => {
  try {
    return execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

/** What a reader of the figures needs to compare them with another run: versions, commit and machine. */
export function runContext() {
  const lighthouse = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string
  }
  return {
    date: new Date().toISOString(),
    commit: output('git', ['rev-parse', 'HEAD']),
    hasUncommittedChanges: (output('git', ['status', '--porcelain']) ?? '') !== '',
    lighthouse: lighthouse.version,
    chromium: output(chromiumPath, ['--version']),
    node: process.version,
    cpus: cpus().length,
    loadAverageAtStart: loadavg()[0],
  }
}
