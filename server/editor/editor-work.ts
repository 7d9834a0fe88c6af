import type { SiteWork } from '../work/site-work.ts'
import type { EditorTasks } from './pool-tasks.ts'

/** The worker pool as the editor uses it: its own tasks. */
export type EditorWork = Pick<SiteWork<EditorTasks>, 'run'>
