import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { Navigate } from 'react-router-dom'
import type { AdminScreen } from './admin-screen.ts'
import { adminScreens } from './admin-screens.ts'
import { AdminLayout } from './AdminLayout.tsx'
import { HomeScreen, SectionGate } from './SectionGate.tsx'
import { allSections, type Section } from './sections.ts'

/** The screen behind its section's gate; the first screen sends an account that may not use it to one it may. */
function gated(section: Section, Screen: ComponentType) {
  const Gate = section.address === '/' ? HomeScreen : SectionGate
  return (
    <Gate name={section.name}>
      <Screen />
    </Gate>
  )
}

/** The element of a screen, or for a screen fetched when opened, how to fetch it. */
function screenRoute(section: Section, screen: AdminScreen) {
  if ('screen' in screen) return { element: gated(section, screen.screen) }
  return {
    // The router waits for the screen, so its heading is there to take the focus.
    lazy: async () => ({ element: gated(section, await screen.load()) }),
    hydrateFallbackElement: <p className="admin-loading">Loading…</p>,
  }
}

function sectionRoute(section: Section): RouteObject {
  const screen = adminScreens[section.name]
  if (!screen)
    throw new Error(`The admin section "${section.name}" has no screen: add src/admin/${section.name}/screen.ts.`)
  const route = screenRoute(section, screen)
  return section.address === '/' ? { index: true, ...route } : { path: section.address.slice(1), ...route }
}

/** The screens of the admin under its header, each open only to the accounts that may use it. */
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [...allSections.map(sectionRoute), { path: '*', element: <Navigate to="/" replace /> }],
  },
]
