import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { codeDir, codeSources, codeVersionFileOf, newestChange } from '../src/build/code-build.ts'
import { loadServedSite } from './served-site.ts'

export interface SiteBuildOptions {
  /** The project: its public/ and the code's sources (src/build/code-build.ts) are the build's sources. */
  root: string
  distDir: string
  /** The site's site.yaml (src/build/site-dir.ts). */
  siteFile: string
  /** The site's public/ folder. */
  publicDir: string
  /** Runs `npm run build`; true when it succeeded. */
  build?: () => boolean
  /** Says that a build starts (on the console unless told). */
  say?: (line: string) => void
}

/** What `npm start` serves: a build that was current, a new one, the last good one, or nothing at all. */
export type SiteToServe = { kind: 'current' | 'built' } | { kind: 'last-good'; builtAt: Date } | { kind: 'nothing' }

const manifestOf = (distDir: string) => join(distDir, 'site-manifest.json')

/** True when dist/ is missing or older than any of its sources. */
export function needsBuild({ root, distDir, siteFile, publicDir }: SiteBuildOptions): boolean {
  // Publishing draws pages with the code build, so a dist/ without one is not enough.
  if (!existsSync(manifestOf(distDir)) || !existsSync(codeVersionFileOf(codeDir))) return true
  const sources = [siteFile, publicDir, ...codeSources.map((name) => join(root, name))]
  return Math.max(...sources.filter(existsSync).map(newestChange)) > statSync(manifestOf(distDir)).mtimeMs
}

/** What the build wrote, handed over when its output is not this process's own. */
export type BuildOutput = (output: { stdout: string; stderr: string; isOk: boolean }) => void

/**
 * `npm run build`, which builds the code again only when it changed since the last code build. Its output
 * is this process's own, or handed to `onOutput` once it ends.
 */
export const runBuildScript = (root: string, onOutput?: BuildOutput) => () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts'), '--reuse-code'], {
    stdio: onOutput ? 'pipe' : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  onOutput?.({ stdout: run.stdout ?? '', stderr: run.stderr ?? '', isOk: run.status === 0 })
  return run.status === 0
}

const isServable = (distDir: string) => {
  try {
    loadServedSite(distDir)
    return true
  } catch {
    return false
  }
}

/**
 * Builds the site when its sources changed. A failed build (a mistake in site.yaml, whose report the
 * build prints) leaves the previous build in place, and that one is served if it is complete.
 */
export function prepareSite(options: SiteBuildOptions): SiteToServe {
  if (!needsBuild(options)) return { kind: 'current' }
  const say = options.say ?? console.log
  say('Building the site first…')
  if ((options.build ?? runBuildScript(options.root))()) return { kind: 'built' }
  if (!isServable(options.distDir)) return { kind: 'nothing' }
  return { kind: 'last-good', builtAt: statSync(manifestOf(options.distDir)).mtime }
}

/** A path as the person starting the server knows it: from the project when inside it. */
const shown = (root: string, path: string) => (relative(root, path).startsWith('..') ? path : relative(root, path))

/** The warning printed when the last good build is served: loud, as visitors do not see the latest changes. */
export function lastGoodWarning({ root, distDir, siteFile }: SiteBuildOptions, builtAt: Date): string {
  const bar = '!'.repeat(78)
  return [
    '',
    bar,
    '!! WARNING: the build stopped on the errors listed above, so the site was NOT rebuilt.',
    `!! Serving the last good build instead (${shown(root, distDir)}/, built ${builtAt.toISOString()}).`,
    `!! Visitors do not see your latest changes. Fix the errors (for ${shown(root, siteFile)},`,
    '!! `npm run check` lists them again), then restart.',
    bar,
  ].join('\n')
}

/** Printed, before exiting, when the build failed and there is no earlier one to serve. */
export function nothingToServe({ root, siteFile }: SiteBuildOptions): string {
  return (
    'There is no built site to serve: fix the errors listed above (for ' +
    `${shown(root, siteFile)}, \`npm run check\` lists them again), then run \`npm start\` again.`
  )
}
