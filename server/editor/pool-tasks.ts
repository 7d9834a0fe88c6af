import type { TaskTable } from '../work/task-table.ts'
import { applyEdits as edit } from './drafts/apply-edits.ts'
import { mergeDraft as merge } from './drafts/merge-draft.ts'
import { bringBack, historyItems, historyWords, undoPublish } from './history/history-actions.ts'
import { uploadsNamedIn } from './pictures/upload-names.ts'
import { check } from './tasks/check.ts'
import { diff } from './tasks/diff.ts'
import { drawThumbnail } from './tasks/draw-thumbnail.ts'
import { editAndCheck } from './tasks/edit-and-check.ts'
import { historyPreview } from './tasks/history-preview.ts'
import { preview } from './tasks/preview.ts'
import { render } from './tasks/render.ts'
import { storePicture } from './tasks/store-picture.ts'

/** The editor's work that grows with the site's text or a picture, run in the worker pool (server/pool-tasks.ts). */
export const editorTasks = {
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
} satisfies TaskTable

export type EditorTasks = typeof editorTasks
