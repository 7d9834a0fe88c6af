// The file each worker thread of site-work.ts starts from. It is JavaScript so that it loads the same way
// under Vitest too; Node then loads the TypeScript tasks itself.
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { workerData } from 'node:worker_threads'

// On Linux each thread has its own priority: this one yields the processor to the thread that
// answers visitors. Elsewhere the thread keeps the process's priority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10)
} catch {
  // Not Linux, or not allowed: nothing to do.
}

/**
 * The tasks come from the module whose address the pool was given (`tasks`, its export of that name). When they
 * cannot be loaded, every task fails with the reason instead of the thread failing unheard.
 */
const runTaskOfModule = await Promise.all([import('./task-table.ts'), import(workerData.tasksModule)]).then(
  ([{ runTask }, { tasks }]) =>
    (call) =>
      runTask(tasks, call),
  (error) => () => {
    throw error
  },
)

export default runTaskOfModule
