import { Fragment, useCallback, useEffect, useState } from 'react'
import { keepEarlyPresses } from '../../islands/early-presses.ts'
import { SiteDialogs } from '../../islands/SiteDialogs.tsx'
import type { DraftPreview } from '../../model/contracts/draft-preview.ts'
import type { HistoryPreview } from '../../model/contracts/history.ts'
import { PageProviders } from '../../render/PageProviders.tsx'
import { SitePage } from '../../render/SitePage.tsx'
import { listenForSiteActions, type SiteActions } from '../../ui/site-actions.ts'
import { api, setCsrfToken } from '../app/api.ts'
import { isPreviewRequest, previewCall, type PreviewRequest, type PreviewShown } from './messages.ts'
import { PreviewHead } from './PreviewHead.tsx'
import { StartIslands } from './StartIslands.tsx'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { useLoaded } from '../app/form-parts/use-loaded.ts'

/** A page drawn, and its address. */
type Page = DraftPreview & { path: string }

/** A page to draw, the request it answers, and how long it took to arrive. */
type Drawn = Page & { request: PreviewRequest; ms: number }

/**
 * Asks the server to draw `path` ('' for the page the source names) from the request's source; the
 * route is null when there is no such page.
 */
async function loadPreview(request: PreviewRequest, path: string): Promise<Page> {
  // The frame is a page of its own: it learns the session's token from the editor.
  setCsrfToken(request.csrfToken)
  const answer = await api<DraftPreview | HistoryPreview>(previewCall(request, path))
  return { shell: answer.shell, route: answer.route, path: 'path' in answer ? answer.path : path }
}

/** How many redirects in a row the preview follows before it shows the redirect itself. */
const redirectLimit = 5

/** Loads `path` from the draft, following the site's own redirects as a visitor's browser would. */
async function loadFollowingRedirects(request: PreviewRequest, path: string): Promise<Page> {
  let asked = path
  for (let redirects = 0; ; redirects++) {
    const page = await loadPreview(request, asked)
    const next = page.route?.kind === 'redirect' ? page.route.redirect.to : undefined
    if (!next?.startsWith('/') || redirects >= redirectLimit) return page
    asked = next
  }
}

/**
 * The preview frame: the site as visitors will see it, drawn by the site's own page and layout from
 * the editor's draft, its islands brought to life by their public behaviours. Links followed inside it stay
 * inside it; buttons open the site's own dialogs.
 */
export function PreviewApp() {
  const [asked, setAsked] = useState<{ request: PreviewRequest; path: string }>()
  const [actions, setActions] = useState<SiteActions>()
  const show = useCallback((request: PreviewRequest, path: string) => setAsked({ request, path }), [])

  // Each new request replaces the one on its way: only the last one asked is drawn.
  const load = useCallback(async (): Promise<Drawn | undefined> => {
    if (!asked) return undefined
    const started = performance.now()
    const page = await loadFollowingRedirects(asked.request, asked.path)
    return { ...page, request: asked.request, ms: Math.round(performance.now() - started) }
  }, [asked])
  const { value: drawn, problem } = useLoaded(load)

  useEffect(() => {
    if (!drawn) return
    const shown: PreviewShown = { kind: 'shown', path: drawn.path, ms: drawn.ms }
    window.parent.postMessage(shown, window.location.origin)
  }, [drawn])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPreviewRequest(event.data)) return
      show(event.data, event.data.path)
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ kind: 'ready' }, window.location.origin)
    return () => window.removeEventListener('message', onMessage)
  }, [show])

  const request = drawn?.request
  useEffect(() => {
    if (!request) return
    const followInside = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
      if (/^\/(admin|api)(\/|$)/.test(link.pathname) || event.defaultPrevented) return
      event.preventDefault()
      show(request, link.pathname)
    }
    document.addEventListener('click', followInside)
    return () => document.removeEventListener('click', followInside)
  }, [request, show])

  useEffect(() => (actions ? listenForSiteActions(document, actions) : undefined), [actions])
  // A tap or key that comes before an island's behaviour has arrived is replayed once it has, as on the site.
  useEffect(() => keepEarlyPresses(document), [])

  if (problem) return <ProblemAlert problem={problem} />
  if (!drawn) return <p>Loading the preview…</p>
  return (
    <>
      {/* A new page or a new revision is drawn afresh, and its islands' behaviours start on it from the beginning. */}
      <Fragment key={`${drawn.request.source} ${drawn.request.revision} ${drawn.path}`}>
        <SitePage shell={drawn.shell} path={drawn.path} data={drawn.route} />
        <PreviewHead shell={drawn.shell} path={drawn.path} data={drawn.route} />
        <StartIslands shell={drawn.shell} />
      </Fragment>
      <PageProviders shell={drawn.shell} path={drawn.path}>
        <SiteDialogs onReady={setActions} />
      </PageProviders>
    </>
  )
}
