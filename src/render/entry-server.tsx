import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import shell from 'virtual:site/shell'
import { buildRoutes } from './routes.tsx'
import type { RouteData } from '../model/site-data.ts'

/** Renders one address of the site to HTML, for the prerender step; `data` is null for the not-found page. */
export async function renderRoute(pathname: string, data: RouteData | null): Promise<string> {
  const handler = createStaticHandler(buildRoutes(shell, () => Promise.resolve(data)))
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')))
  if (context instanceof Response) throw new Error(`Unexpected response while prerendering ${pathname}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  )
  return new Response(prelude).text()
}
