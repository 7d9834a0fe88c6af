import { useEffect, useRef, useState } from 'react'
import { currentCsrfToken } from '../app/api.ts'
import { isPreviewShown, type PreviewRequest } from './messages.ts'

interface PreviewFrameProps {
  /** The admin API call that draws a page (see PreviewRequest). */
  source: string
  revision: number
  /** The page to show; '' for the page the source names. */
  path: string
  title: string
  className?: string
  /** Told each time the frame shows a page: which one, and how long after it was asked for. */
  onShown?(shown: { path: string; ms: number }): void
}

/**
 * The sandboxed page that draws the site with its own renderer (src/admin/preview), told what to draw
 * once it is ready and again whenever the source, its revision or the page change.
 */
export function PreviewFrame({ source, revision, path, title, className, onShown }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [isReady, setIsReady] = useState(false)
  const sentAt = useRef(0)
  const shownListener = useRef(onShown)
  useEffect(() => {
    shownListener.current = onShown
  }, [onShown])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return
      if ((event.data as { kind?: string }).kind === 'ready') setIsReady(true)
      if (isPreviewShown(event.data))
        shownListener.current?.({ path: event.data.path, ms: Math.round(performance.now() - sentAt.current) })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  useEffect(() => {
    if (!isReady) return undefined
    const changedAt = performance.now()
    const timer = setTimeout(() => {
      sentAt.current = changedAt
      const request: PreviewRequest = { kind: 'preview', source, revision, path, csrfToken: currentCsrfToken() }
      frame.current?.contentWindow?.postMessage(request, window.location.origin)
    }, 150)
    return () => clearTimeout(timer)
  }, [isReady, source, revision, path])

  // oxlint-disable-next-line react/iframe-missing-sandbox -- the editor's own page, which must run the site's scripts
  return <iframe ref={frame} className={className} src="/admin/preview" title={title} />
}
