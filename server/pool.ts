import type { PoolTasks } from './pool-tasks.ts'
import { createSiteWork, type SiteWork, type SiteWorkOptions } from './work/site-work.ts'

/** The server's worker pool, running every task of server/pool-tasks.ts. */
export const createPool = (options?: SiteWorkOptions): SiteWork<PoolTasks> =>
  createSiteWork<PoolTasks>(new URL('./pool-tasks.ts', import.meta.url), options)
