import type { LogFormat } from './log-format.ts'
import { jsonLine } from './log-format.ts'
import type { LogLevel } from './log-levels.ts'
import { runBuildScript, type BuildOutput, type SiteBuildOptions } from './site-build.ts'

/** What `npm start` says before the server and its logger exist, and how the start-up build's output is told. */
export interface StartLog {
  say: (line: string) => void
  warn: (line: string) => void
  fail: (line: string) => void
  /** The build's options for this format: as plain output, the build's own; as JSON, its lines as events. */
  build: (root: string) => Pick<SiteBuildOptions, 'say' | 'build'>
}

// The escape character (a control character) that starts each colour of a terminal's output.
const colours = /\p{Cc}\[[0-9;]*m/gu

/** What a thrown value says, its stack included when it has one. */
export const reasonText = (reason: unknown): string =>
  reason instanceof Error ? (reason.stack ?? `${reason.name}: ${reason.message}`) : String(reason)

/**
 * Plain lines on the console, or, for LOG_FORMAT=json, nothing but JSON lines on stdout: the build's
 * output, each line an event (its report of mistakes one event, at the error level when it stopped the
 * build), and Node's own warnings, which it would otherwise print as plain text.
 */
export function startLog(format: LogFormat): StartLog {
  if (format === 'plain') return { say: console.log, warn: console.error, fail: console.error, build: () => ({}) }
  const write = (level: LogLevel) => (line: string) => void process.stdout.write(`${jsonLine(level, line)}\n`)
  const [say, warn, fail] = [write('info'), write('warn'), write('error')]
  process.removeAllListeners('warning')
  process.on('warning', (warning) => warn(`${warning.name}: ${warning.message}`))
  const buildOutput: BuildOutput = ({ stdout, stderr, isOk }) => {
    for (const line of stdout.replace(colours, '').split('\n')) if (line.trim()) say(line.trimEnd())
    const report = stderr.replace(colours, '').trim()
    if (report) (isOk ? warn : fail)(report)
  }
  return { say, warn, fail, build: (root) => ({ say, build: runBuildScript(root, buildOutput) }) }
}
