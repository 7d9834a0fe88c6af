import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom'
import routes from 'virtual:site/routes'
import shell from 'virtual:site/shell'
import { buildRoutes } from './routes.tsx'
import '../styles/site.css'

/** Old links used the hash router (/#/carpetcleaning): reload them on the clean path. */
function redirectLegacyHash(): boolean {
  const { hash } = window.location
  if (!hash.startsWith('#/')) return false
  window.location.replace(hash.slice(1))
  return true
}

/** Loads the current route's data before hydrating, so the first render matches the prerendered HTML. */
async function resolveLazyMatches(routeObjects: RouteObject[]) {
  const matches = matchRoutes(routeObjects, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const resolved = await route.lazy()
      Object.assign(route, resolved, { lazy: undefined })
    }),
  )
}

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('Failed to find the root element')
  if (redirectLegacyHash()) return
  const routeObjects = buildRoutes(shell, routes)
  await resolveLazyMatches(routeObjects)
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routeObjects)} />
    </StrictMode>
  )
  if (container.hasChildNodes()) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

void start()
