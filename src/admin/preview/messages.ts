/** What the editor tells its preview frame: the draft to draw, the page to show, and the session's CSRF token. */
export interface PreviewRequest {
  kind: 'preview'
  text: string
  path: string
  csrfToken: string
}

/** What the frame tells the editor: the page it shows now (it changes when a link in it is followed). */
export interface PreviewShown {
  kind: 'shown'
  path: string
  ms: number
}

export const isPreviewRequest = (data: unknown): data is PreviewRequest =>
  typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'preview'

export const isPreviewShown = (data: unknown): data is PreviewShown =>
  typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'shown'
