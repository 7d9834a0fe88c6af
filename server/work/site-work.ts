import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { TaskCall, TaskInput, TaskName, TaskOutput, TaskTable } from './task-table.ts'
import { tooLargeSentence, tooSlowSentence } from './work-messages.ts'
import type { LogLine } from '../log-levels.ts'

/**
 * The largest site.yaml text the server accepts, in bytes. A site with 1,000 blog posts copied from
 * the real ones (scripts/bench/site-with-posts.ts) is about 4.3 MiB, so 8 MiB leaves that site room to
 * nearly double. A worker checks a text this size in two or three seconds (measured on 2 cores), well
 * within the time limit.
 */
export const maxDraftBytes = 8 * 1024 * 1024

/** A task was not run, or was stopped: over the size limit or the time limit. The message is one plain sentence. */
export class WorkRefused extends Error {
  readonly status = 413
}

export interface SiteWork<Tasks extends TaskTable> {
  /** Runs one of the pool's tasks in a worker thread; rejects with WorkRefused when over a limit. */
  run<Name extends TaskName<Tasks>>(name: Name, input: TaskInput<Tasks, Name>): Promise<TaskOutput<Tasks, Name>>
  close(): Promise<void>
}

export interface SiteWorkOptions {
  /** At most this many threads; by default one fewer than the machine's cores, and at least one. */
  maxThreads?: number
  /** A task still unanswered this long after it was asked for is stopped and refused. Default 30 s. */
  timeoutMs?: number
  /** Told of a thread that failed outside any task. */
  log?: LogLine
}

/** How long a thread beyond the first may wait for work before it closes. */
const idleTimeoutMs = 60_000

/**
 * A pool of worker threads for the work on site texts (checks, previews, diffs) that would otherwise
 * keep the server from answering visitors. One thread stays started, so that a check is not slowed by
 * starting one. Each thread loads `tasksModule`, whose export `tasks` is the table the pool runs
 * (server/pool-tasks.ts): the pool itself knows no feature.
 */
export function createSiteWork<Tasks extends TaskTable>(
  tasksModule: URL,
  options: SiteWorkOptions = {},
): SiteWork<Tasks> {
  const maxThreads = Math.max(1, options.maxThreads ?? availableParallelism() - 1)
  const timeoutMs = options.timeoutMs ?? 30_000
  const pool = new Piscina<TaskCall, unknown>({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads,
    idleTimeout: idleTimeoutMs,
    workerData: { tasksModule: tasksModule.href },
  })
  pool.on('error', (error: unknown) => options.log?.(`site work: a worker thread failed: ${String(error)}`, 'error'))

  return {
    async run(name, input) {
      if (largestText(input) > maxDraftBytes) throw new WorkRefused(tooLargeSentence(maxDraftBytes))
      const signal = AbortSignal.timeout(timeoutMs)
      try {
        return (await pool.run({ name, input }, { signal })) as TaskOutput<Tasks, typeof name>
      } catch (error) {
        // Aborting a running task ends its thread; the pool starts another for the next task.
        if (signal.aborted) throw new WorkRefused(tooSlowSentence)
        throw error
      }
    },
    close: () => pool.close({ force: true }),
  }
}

/** The size in bytes of the largest text among the input's fields. */
function largestText(input: unknown): number {
  if (typeof input !== 'object' || input === null) return 0
  return Math.max(0, ...Object.values(input).map((value) => (typeof value === 'string' ? Buffer.byteLength(value) : 0)))
}
