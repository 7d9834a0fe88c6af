import type { AdminGuard } from '../admin/admin-session.ts'
import type { Db } from '../storage/database.ts'
import type { EditorWork } from './editor-work.ts'
import type { HistoryStore } from './history/history.ts'
import type { Publisher } from './publish/publisher.ts'
import type { LogLine } from '../log-levels.ts'

/** What the editor's route plugins are given; each takes the part it uses. */
export interface EditorRoutesOptions {
  projectRoot: string
  guard: AdminGuard
  publisher: Publisher
  history: HistoryStore
  log: LogLine
  /** Checks, previews and diffs run here, off the thread that answers visitors. */
  work: EditorWork
  /** Where drafts are kept. */
  db: Db
}

/** A call to an address that names one draft or one change by its id. */
export type WithId = { Params: { id: string } }
