import { useEffect, useRef, useState } from 'react'
import { currentCsrfToken } from '../app/api.ts'
import { isPreviewShown, type PreviewRequest } from '../preview/messages.ts'
import { linkTargets } from './form/site-lists.ts'

interface PreviewPaneProps {
  draftId: string
  /** The draft's revision the server holds; the preview is drawn from that. */
  revision: number
  data: unknown
  path: string
  onPathChange(path: string): void
}

/** The page being edited as visitors will see it, drawn by the site's own renderer from the draft. */
export function PreviewPane({ draftId, revision, data, path, onPathChange }: PreviewPaneProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [isReady, setIsReady] = useState(false)
  const [updatedMs, setUpdatedMs] = useState<number>()
  const sentAt = useRef(0)

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return
      if ((event.data as { kind?: string }).kind === 'ready') setIsReady(true)
      if (isPreviewShown(event.data)) setUpdatedMs(Math.round(performance.now() - sentAt.current))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  useEffect(() => {
    if (!isReady) return undefined
    const changedAt = performance.now()
    const timer = setTimeout(() => {
      sentAt.current = changedAt
      const request: PreviewRequest = { kind: 'preview', draftId, revision, path, csrfToken: currentCsrfToken() }
      frame.current?.contentWindow?.postMessage(request, window.location.origin)
    }, 150)
    return () => clearTimeout(timer)
  }, [isReady, draftId, revision, path])

  const pages = linkTargets(data).filter((target) => !target.title.startsWith('Redirect'))
  return (
    <section className="preview" aria-labelledby="preview-title">
      <div className="preview__bar">
        <h2 id="preview-title">Preview</h2>
        <label htmlFor="preview-page" className="visually-hidden">
          Page to preview
        </label>
        <select id="preview-page" value={path} onChange={(event) => onPathChange(event.target.value)}>
          {!pages.some((page) => page.path === path) && <option value={path}>{path}</option>}
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.path} – {page.title}
            </option>
          ))}
        </select>
        <p className="admin-help preview__timing" aria-live="off">
          {updatedMs === undefined ? 'Drawing…' : `Updated ${updatedMs} ms after the last change`}
        </p>
      </div>
      {/* oxlint-disable-next-line react/iframe-missing-sandbox -- the editor's own page, which must run the site's scripts */}
      <iframe ref={frame} className="preview__frame" src="/admin/preview" title={`Preview of ${path}`} />
    </section>
  )
}
