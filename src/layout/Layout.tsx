import { useCallback, useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { FormOpenerContext } from '../render/form-opener.tsx'
import { ShellContext } from '../render/shell-context.tsx'
import type { ShellData } from '../render/site-data.ts'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'

/** Header, footer and the page in between; the same on every route. */
export function Layout({ shell }: { shell: ShellData }) {
  const navigate = useNavigate()
  // Until forms open as popups, a form button takes the visitor to the page that lists every way to reach us.
  const openForm = useCallback(() => void navigate('/contact'), [navigate])
  return (
    <ShellContext.Provider value={shell}>
      <FormOpenerContext.Provider value={openForm}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        <MainContent />
        <Footer />
      </FormOpenerContext.Provider>
    </ShellContext.Provider>
  )
}

/** Moves focus to the new page after in-app navigation, so screen readers announce it. */
function MainContent() {
  const main = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    main.current?.focus()
    window.scrollTo(0, 0)
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- the effect is about the navigation itself
  }, [pathname])
  return (
    <main id="main" ref={main} tabIndex={-1}>
      <Outlet />
    </main>
  )
}
