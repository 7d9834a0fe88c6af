import type { RouteObject } from 'react-router-dom'
import { Navigate } from 'react-router-dom'
import { HistoryScreen } from '../history/HistoryScreen.tsx'
import { InboxScreen } from '../inbox/InboxScreen.tsx'
import { LookScreen } from '../look/LookScreen.tsx'
import { PasswordScreen } from '../password/PasswordScreen.tsx'
import { PeopleScreen } from '../people/PeopleScreen.tsx'
import { WebsiteScreen } from '../website/WebsiteScreen.tsx'
import { AdminLayout } from './AdminLayout.tsx'
import { HomeScreen, SectionGate } from './SectionGate.tsx'

/** The screens of the admin under its header, each open only to the accounts that may use it. */
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      {
        index: true,
        element: <HomeScreen inbox={<InboxScreen />} />,
      },
      {
        path: 'visits',
        // Its chart library comes with it, loaded when someone opens it; the router waits, so the screen's
        // heading is there to take the focus.
        lazy: async () => {
          const { VisitsScreen } = await import('../visits/VisitsScreen.tsx')
          return {
            element: (
              <SectionGate name="visits">
                <VisitsScreen />
              </SectionGate>
            ),
          }
        },
        hydrateFallbackElement: <p className="admin-loading">Loading…</p>,
      },
      {
        path: 'website',
        element: (
          <SectionGate name="website">
            <WebsiteScreen />
          </SectionGate>
        ),
      },
      {
        path: 'look',
        element: (
          <SectionGate name="look">
            <LookScreen />
          </SectionGate>
        ),
      },
      {
        path: 'history',
        element: (
          <SectionGate name="history">
            <HistoryScreen />
          </SectionGate>
        ),
      },
      {
        path: 'people',
        element: (
          <SectionGate name="people">
            <PeopleScreen />
          </SectionGate>
        ),
      },
      { path: 'password', element: <PasswordScreen /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]
