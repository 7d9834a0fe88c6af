import { isRecord } from '../../model/is-record.ts'

/**
 * What the editor tells its preview frame: where to ask for the page (an admin API call that answers
 * as the draft preview does, kept on the server), the page to show, and the session's CSRF token.
 */
export interface PreviewRequest {
  kind: 'preview'
  /** The admin API call that draws a page, such as `drafts/abc/preview` or `history/3/undo/preview`. */
  source: string
  /** Which copy of the source it is (the draft's revision): a new one is drawn again. */
  revision: number
  /** The page to show; '' for the page the source itself names (the page a change touches). */
  path: string
  csrfToken: string
}

/** What the frame tells the editor: the page it shows now (it changes when a link in it is followed). */
export interface PreviewShown {
  kind: 'shown'
  path: string
  ms: number
}

/** The address of the call that draws `path` from the request's source. */
export function previewCall(request: Pick<PreviewRequest, 'source'>, path: string): string {
  if (path === '') return request.source
  return `${request.source}${request.source.includes('?') ? '&' : '?'}path=${encodeURIComponent(path)}`
}

export const isPreviewRequest = (data: unknown): data is PreviewRequest => isRecord(data) && data.kind === 'preview'

export const isPreviewShown = (data: unknown): data is PreviewShown => isRecord(data) && data.kind === 'shown'
