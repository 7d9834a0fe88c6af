import { requestsWorkbook } from '../admin/inbox/requests-workbook.ts'
import { applyEdits as edit } from '../editor/drafts/apply-edits.ts'
import { bringBack, historyItems, historyWords, undoPublish } from '../editor/history/history-actions.ts'
import { mergeDraft as merge } from '../editor/drafts/merge-draft.ts'
import { uploadsNamedIn } from '../editor/pictures/upload-names.ts'
import { check } from './tasks/check.ts'
import { diff } from './tasks/diff.ts'
import { editAndCheck } from './tasks/edit-and-check.ts'
import { drawThumbnail } from './tasks/draw-thumbnail.ts'
import { historyPreview } from './tasks/history-preview.ts'
import { preview } from './tasks/preview.ts'
import { render } from './tasks/render.ts'
import { storePicture } from './tasks/store-picture.ts'

/**
 * What the worker threads of server/work/site-work.ts can do. Each task takes one input object and
 * returns a value, both structured-clonable (plain data), since they cross between threads.
 */
export const tasks = {
  check,
  preview,
  diff,
  render,
  merge,
  edit,
  editAndCheck,
  undoPublish,
  bringBack,
  historyItems,
  historyWords,
  historyPreview,
  storePicture,
  drawThumbnail,
  uploadsNamedIn,
  requestsWorkbook,
}

export type Tasks = typeof tasks
export type TaskName = keyof Tasks
export type TaskInput<Name extends TaskName> = Parameters<Tasks[Name]>[0]
export type TaskOutput<Name extends TaskName> = Awaited<ReturnType<Tasks[Name]>>

/** One task as it is posted to a worker thread. */
export interface TaskCall<Name extends TaskName = TaskName> {
  name: Name
  input: TaskInput<Name>
}

/** Runs one posted task; the worker thread's entry calls it. */
export function runTask({ name, input }: TaskCall): Promise<unknown> | unknown {
  const task = tasks[name] as (input: unknown) => unknown
  if (typeof task !== 'function') throw new Error(`There is no task called ${String(name)}.`)
  return task(input)
}
