import type { TaskTable } from '../../work/task-table.ts'
import { requestsWorkbook } from './requests-workbook.ts'

/** The inbox's work that grows with the requests, run in the worker pool (server/pool-tasks.ts). */
export const inboxTasks = { requestsWorkbook } satisfies TaskTable

export type InboxTasks = typeof inboxTasks
