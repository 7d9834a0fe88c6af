// sharp's own advice for worker threads on glibc Linux: the main thread loads it before any worker does, so
// that libvips stays loaded while the pool's threads come and go (one ends after a task that ran too long,
// or after a minute idle). Without it the last thread to end unloads libvips under any thread still using it,
// and the next one to load it again can bring down the whole process. Pictures are still decoded only by
// the pool's tasks.
import '../src/build/images/sharp.ts'
import type { PoolTasks } from './pool-tasks.ts'
import { createSiteWork, type SiteWork, type SiteWorkOptions } from './work/site-work.ts'

/** The server's worker pool, running every task of server/pool-tasks.ts. */
export const createPool = (options?: SiteWorkOptions): SiteWork<PoolTasks> =>
  createSiteWork<PoolTasks>(new URL('./pool-tasks.ts', import.meta.url), options)
