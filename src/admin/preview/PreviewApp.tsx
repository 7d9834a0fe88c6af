import { useEffect, useMemo, useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { RouteData, ShellData } from '../../model/site-data.ts'
import { buildRoutes, contentRouteId, followingRedirects } from '../../render/routes.tsx'
import { isPreviewRequest, type PreviewRequest, type PreviewShown } from './messages.ts'

interface Drawn {
  /** Counts the drafts drawn; a new router needs a new RouterProvider, which keeps the first router's state. */
  number: number
  shell: ShellData
  route: RouteData | null
  request: PreviewRequest
}

/** Asks the server to draw `path` from the draft; null when the draft has no such page. */
async function loadPreview(
  request: PreviewRequest,
  path: string,
): Promise<{ shell: ShellData; route: RouteData | null }> {
  const response = await fetch('/admin/api/preview', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-csrf-token': request.csrfToken },
    body: JSON.stringify({ text: request.text, path }),
  })
  if (!response.ok) throw new Error(`The preview could not be drawn (status ${response.status}).`)
  return (await response.json()) as { shell: ShellData; route: RouteData | null }
}

/**
 * The preview frame: the site as visitors will see it, drawn by the site's own routes and layout
 * from the editor's draft. Links followed inside it stay inside it.
 */
export function PreviewApp() {
  const [drawn, setDrawn] = useState<Drawn>()
  const [problem, setProblem] = useState('')

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPreviewRequest(event.data)) return
      const request = event.data
      const started = performance.now()
      loadPreview(request, request.path)
        .then(({ shell, route }) => {
          setProblem('')
          setDrawn((previous) => ({ number: (previous?.number ?? 0) + 1, shell, route, request }))
          const shown: PreviewShown = { kind: 'shown', path: request.path, ms: Math.round(performance.now() - started) }
          window.parent.postMessage(shown, window.location.origin)
        })
        .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ kind: 'ready' }, window.location.origin)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  const router = useMemo(() => {
    if (!drawn) return undefined
    const load = async (path: string) => (await loadPreview(drawn.request, path)).route
    return createMemoryRouter(buildRoutes(drawn.shell, followingRedirects(load)), {
      initialEntries: [drawn.request.path],
      hydrationData: { loaderData: { [contentRouteId]: drawn.route } },
    })
  }, [drawn])

  if (problem) return <p role="alert">{problem}</p>
  if (!router) return <p>Loading the preview…</p>
  return <RouterProvider key={drawn?.number} router={router} />
}
