import type { HistoryPreview as HistoryPreviewAnswer } from '../../../src/model/contracts/history.ts'
import type { HistoryItemRef } from '../../../src/model/history-api.ts'
import { changedPage } from '../history/changed-page.ts'
import { bringBack, undoPublish } from '../history/history-actions.ts'
import { siteData } from '../publish/record-publish.ts'
import { preview } from './preview.ts'

/** Undoing one publish (as its plan shows it, later work replaced), or bringing back one page or post. */
export type HistoryAction =
  | { kind: 'undo'; afterText: string; beforeText: string }
  | { kind: 'bring-back'; versionText: string; item: HistoryItemRef }

export interface HistoryPreviewInput {
  action: HistoryAction
  liveText: string
  /** The page wanted; the page the change touches when left out. */
  path?: string
  publicDir: string
}

export type HistoryPreview =
  | ({ ok: true } & HistoryPreviewAnswer)
  | { ok: false; refusal: string }
  /** The text it would publish has mistakes, so there is no page to draw. */
  | undefined

/** A page of the website as the undo or bring-back would publish it, drawn like the draft preview. */
export function historyPreview({ action, liveText, path, publicDir }: HistoryPreviewInput): HistoryPreview {
  const outcome =
    action.kind === 'undo'
      ? undoPublish({ afterText: action.afterText, beforeText: action.beforeText, liveText, replaceLater: true })
      : bringBack({ versionText: action.versionText, liveText, item: action.item })
  if (!outcome.ok) return { ok: false, refusal: outcome.refusal }
  const page = path ?? changedPage(siteData(liveText), siteData(outcome.text))
  const drawn = preview({ text: outcome.text, path: page, publicDir })
  return drawn && { ok: true, path: page, ...drawn }
}
