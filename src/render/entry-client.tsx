// The base stylesheet comes first so that component styles, imported after it, win ties.
import '../styles/site.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import shell from 'virtual:site/shell'
import { fetchRouteData } from '../model/route-data.ts'
import { buildRoutes, contentRouteId, followingRedirects } from './routes.tsx'

/** Old links used the hash router (/#/carpetcleaning): reload them on the clean path. */
function redirectLegacyHash(): boolean {
  const { hash } = window.location
  if (!hash.startsWith('#/')) return false
  window.location.replace(hash.slice(1))
  return true
}

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('Failed to find the root element')
  if (redirectLegacyHash()) return
  // The prerendered page preloads this file, so it is usually here already.
  const data = await fetchRouteData(window.location.pathname)
  const router = createBrowserRouter(buildRoutes(shell, followingRedirects(fetchRouteData)), {
    hydrationData: { loaderData: { [contentRouteId]: data } },
  })
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  if (container.firstElementChild) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

start().catch((error: unknown) => {
  // The prerendered page stays readable and its links still work without the app.
  console.error('The page could not start its scripts:', error)
})
