// The file each worker thread of site-work.ts starts from. It is JavaScript so that it loads the same way
// under Vitest too; Node then loads the TypeScript tasks itself.
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'

// On Linux each thread has its own priority: this one yields the processor to the thread that
// answers visitors. Elsewhere the thread keeps the process's priority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10)
} catch {
  // Not Linux, or not allowed: nothing to do.
}

/** When the tasks cannot be loaded, every task fails with the reason instead of the thread failing unheard. */
const runTask = await import('./tasks.ts').then(
  (tasks) => tasks.runTask,
  (error) => () => {
    throw error
  },
)

export default runTask
