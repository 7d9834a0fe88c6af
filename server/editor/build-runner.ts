import { spawn } from 'node:child_process'
import { basename, join } from 'node:path'
import { createInterface } from 'node:readline'
import { stripVTControlCharacters } from 'node:util'

export interface BuildRequest {
  /** Holds scripts/build.ts, public/ and node_modules. */
  projectRoot: string
  /** The site.yaml text to build, as a file. */
  siteYaml: string
  /** The empty folder the site is built into. */
  outDir: string
  /** Each line the build prints as it goes. */
  onOutput?: (line: string) => void
}

export type BuildResult = { ok: true } | { ok: false; errors: string }

export type RunBuild = (request: BuildRequest) => Promise<BuildResult>

/** Node's report around an uncaught error (where it was thrown from, not what is wrong), and Vite's plugin tags. */
const noise = [
  /^\[plugin [^\]]+\]\s*$/,
  /^\s+at \S/,
  /^Node\.js v\d/,
  /^node:internal\//,
  /^\s+triggerUncaughtException\(/,
  /^\s+\^$/,
  /^\s+errors: \[Getter\/Setter\]$/,
  /^}$/,
]

const stderrLimit = 64 * 1024
const errorsLimit = 4000

/** Runs the project's own build (`scripts/build.ts`) in a child process, so the server keeps answering. */
export function runSiteBuild(request: BuildRequest, timeoutMs = 5 * 60_000): Promise<BuildResult> {
  const { projectRoot, siteYaml, outDir, onOutput } = request
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/build.ts')], {
      cwd: projectRoot,
      env: { ...process.env, SITE_YAML: siteYaml, SITE_DIST: outDir, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    let isTimedOut = false
    const timer = setTimeout(() => {
      isTimedOut = true
      child.kill('SIGKILL')
    }, timeoutMs)
    createInterface({ input: child.stdout }).on('line', (line) => onOutput?.(stripVTControlCharacters(line)))
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-stderrLimit)
    })
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ ok: false, errors: error.message })
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) return resolve({ ok: true })
      const errors = buildErrors(stderr, basename(siteYaml))
      const stopped = isTimedOut ? `it took longer than ${timeoutMs / 1000} s` : (signal ?? `exit code ${code}`)
      resolve({ ok: false, errors: errors || `The build stopped (${stopped}) without saying why.` })
    })
  })
}

/**
 * What the build printed about its failure, for a person: the draft's file name shown as site.yaml,
 * without warnings, stack frames or Node's version line.
 */
export function buildErrors(stderr: string, draftName: string): string {
  const text = stripVTControlCharacters(stderr).replaceAll(draftName, 'site.yaml')
  let isInWarning = false
  const errors = text
    .split(/^\d+ warnings?:$/m, 1)[0]!
    .split('\n')
    .filter((line) => {
      // Vite's warnings: "(!) Some chunks are larger…" and the advice listed under it.
      isInWarning = line.startsWith('(!) ') || (isInWarning && line.startsWith('- '))
      return !isInWarning && !noise.some((pattern) => pattern.test(line))
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return errors.length > errorsLimit ? `…${errors.slice(-errorsLimit)}` : errors
}
