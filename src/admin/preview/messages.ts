import { isRecord } from '../../model/is-record.ts'

/** What the editor tells its preview frame: the draft to draw (kept on the server), the page to show, and the session's CSRF token. */
export interface PreviewRequest {
  kind: 'preview'
  draftId: string
  /** The draft's revision the server holds: a new one is drawn again. */
  revision: number
  path: string
  csrfToken: string
}

/** What the frame tells the editor: the page it shows now (it changes when a link in it is followed). */
export interface PreviewShown {
  kind: 'shown'
  path: string
  ms: number
}

export const isPreviewRequest = (data: unknown): data is PreviewRequest => isRecord(data) && data.kind === 'preview'

export const isPreviewShown = (data: unknown): data is PreviewShown => isRecord(data) && data.kind === 'shown'
