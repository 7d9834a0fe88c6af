import { useEffect, useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { SignInLinkScreen } from '../people/SignInLinkScreen.tsx'
import { markStaffBrowser } from '../../model/visits/staff-browser.ts'
import { adminRoutes } from './admin-routes.tsx'
import { api, ApiError, setCsrfToken, whenAccessRefused, whenSessionEnds } from './api.ts'
import { showTimesIn } from './business-time.ts'
import { LoginScreen } from './LoginScreen.tsx'
import { SessionContext, type AdminSessionInfo } from './session.ts'

type SessionState =
  | { status: 'checking' }
  | { status: 'out' }
  | { status: 'choosing-password'; token: string }
  | { status: 'in'; info: AdminSessionInfo }

let router: ReturnType<typeof createBrowserRouter> | undefined
/** Made once the person is in, so that it starts from the address shown then. */
const adminRouter = () => (router ??= createBrowserRouter(adminRoutes, { basename: '/admin' }))

/** The token of a sign-in link, when the page is one: /admin/sign-in?token=… */
const signInToken = (): string | undefined => {
  if (window.location.pathname.replace(/\/+$/, '') !== '/admin/sign-in') return undefined
  return new URLSearchParams(window.location.search).get('token') ?? ''
}

/** The /admin app: the login screen (or a sign-in link's page) until there is a session, then the sections. */
export function AdminApp() {
  const [session, setSession] = useState<SessionState>(() => {
    const token = signInToken()
    return token === undefined ? { status: 'checking' } : { status: 'choosing-password', token }
  })

  const logIn = (info: AdminSessionInfo) => {
    setCsrfToken(info.csrfToken)
    showTimesIn(info.timeZone)
    setSession({ status: 'in', info })
  }

  // What the person may do can change while their page is open (the owner changed it): the sections follow
  // when the server refuses a call, and when they come back to the tab.
  useEffect(() => {
    const readAgain = () => {
      api<AdminSessionInfo>('session', {})
        .then((info) => {
          setCsrfToken(info.csrfToken)
          showTimesIn(info.timeZone)
          setSession((current) => (current.status === 'in' ? { status: 'in', info } : current))
        })
        .catch(() => {})
    }
    const onTabShown = () => {
      if (document.visibilityState === 'visible') readAgain()
    }
    whenAccessRefused(readAgain)
    document.addEventListener('visibilitychange', onTabShown)
    return () => document.removeEventListener('visibilitychange', onTabShown)
  }, [])

  useEffect(() => {
    whenSessionEnds(() => setSession({ status: 'out' }))
    if (signInToken() !== undefined) return
    api<AdminSessionInfo>('session', {})
      .then((info) => {
        setCsrfToken(info.csrfToken)
        showTimesIn(info.timeZone)
        setSession({ status: 'in', info })
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error)
        setSession({ status: 'out' })
      })
  }, [])

  // Someone signed in: this browser is the business's own, and its views of the public pages are not counted.
  useEffect(() => {
    if (session.status === 'in') markStaffBrowser()
  }, [session.status])

  if (session.status === 'checking') return <p className="admin-loading">Loading…</p>
  if (session.status === 'out')
    return (
      <LoginScreen
        onLoggedIn={(info) => {
          // Someone else may be logging in on this browser: each starts from their own first screen.
          void router?.navigate('/', { replace: true })
          logIn(info)
        }}
      />
    )
  if (session.status === 'choosing-password')
    return (
      <SignInLinkScreen
        token={session.token}
        onSignedIn={(info) => {
          // The link is used up: the admin carries on at its own address, and Back does not return to it.
          window.history.replaceState(null, '', '/admin/')
          logIn(info)
        }}
      />
    )
  return (
    <SessionContext.Provider
      value={{
        info: session.info,
        onLoggedOut: () => setSession({ status: 'out' }),
        onYouChanged: (person) => setSession({ status: 'in', info: { ...session.info, person } }),
      }}
    >
      <RouterProvider router={adminRouter()} />
    </SessionContext.Provider>
  )
}
