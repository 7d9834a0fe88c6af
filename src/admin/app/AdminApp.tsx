import { useEffect, useState } from 'react'
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom'
import { HistoryScreen } from '../history/HistoryScreen.tsx'
import { InboxScreen } from '../inbox/InboxScreen.tsx'
import { PasswordScreen } from '../password/PasswordScreen.tsx'
import { WebsiteScreen } from '../website/WebsiteScreen.tsx'
import { api, ApiError, setCsrfToken, whenSessionEnds } from './api.ts'
import { AdminLayout } from './AdminLayout.tsx'
import { LoginScreen } from './LoginScreen.tsx'
import { SessionContext, type AdminSessionInfo } from './session.ts'

type SessionState = { status: 'checking' } | { status: 'out' } | { status: 'in'; info: AdminSessionInfo }

const router = createBrowserRouter(
  [
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <InboxScreen /> },
        { path: 'website', element: <WebsiteScreen /> },
        { path: 'history', element: <HistoryScreen /> },
        { path: 'password', element: <PasswordScreen /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
)

/** The /admin app: the login screen until there is a session, then the inbox, the editor and the history. */
export function AdminApp() {
  const [session, setSession] = useState<SessionState>({ status: 'checking' })

  useEffect(() => {
    whenSessionEnds(() => setSession({ status: 'out' }))
    api<AdminSessionInfo>('session', {})
      .then((info) => {
        setCsrfToken(info.csrfToken)
        setSession({ status: 'in', info })
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error)
        setSession({ status: 'out' })
      })
  }, [])

  if (session.status === 'checking') return <p className="admin-loading">Loading…</p>
  if (session.status === 'out')
    return (
      <LoginScreen
        onLoggedIn={(info) => {
          setCsrfToken(info.csrfToken)
          setSession({ status: 'in', info })
        }}
      />
    )
  return (
    <SessionContext.Provider value={{ info: session.info, onLoggedOut: () => setSession({ status: 'out' }) }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>
  )
}
