import { inboxTasks } from './admin/inbox/pool-tasks.ts'
import { editorTasks } from './editor/pool-tasks.ts'
import type { TaskTable } from './work/task-table.ts'

/**
 * Every task of the worker pool, as the features that own them declare them: the one list. Only the pool's
 * threads load this module (server/pool.ts gives them its address); the features name their own tables.
 */
export const tasks = { ...editorTasks, ...inboxTasks } satisfies TaskTable

export type PoolTasks = typeof tasks
