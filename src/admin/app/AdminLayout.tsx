import { useEffect, useRef } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router-dom'
import { api } from './api.ts'
import { OutcomeProvider } from '../outcome/outcome.tsx'
import { sectionsFor } from './sections.ts'
import { useSession } from './session.ts'

/** The admin header with the sections the account may use; focus moves to the new screen's heading after navigation. */
export function AdminLayout() {
  const { info, onLoggedOut } = useSession()
  const sections = sectionsFor(info.person?.role)
  const { pathname } = useLocation()
  const main = useRef<HTMLElement>(null)
  const shownPath = useRef(pathname)

  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    main.current?.querySelector('h1')?.focus()
  }, [pathname])

  const logOut = async () => {
    await api('logout', {}).catch(() => undefined)
    onLoggedOut()
  }

  return (
    <>
      <a className="admin-skip" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-header">
        <p className="admin-brand">Site admin</p>
        <nav aria-label="Admin sections">
          <ul>
            {sections.map((section) => (
              <li key={section.name}>
                <NavLink to={section.address} end={section.end}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {info.person && <p className="admin-signed-in">Signed in as {info.person.name.trim() || 'the owner'}</p>}
        <a className="admin-view-site" href="/" target="_blank" rel="noreferrer">
          View site
        </a>
        <button type="button" className="admin-secondary" onClick={() => void logOut()}>
          Log out
        </button>
      </header>
      <main id="admin-main" ref={main}>
        {/* Each screen has its own outcome: what was said on one is not carried to the next. */}
        <OutcomeProvider key={pathname}>
          <Outlet />
        </OutcomeProvider>
      </main>
    </>
  )
}
