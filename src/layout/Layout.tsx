import { useEffect, useMemo, useRef } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { SiteActionsContext, type SiteActions } from '../render/site-actions.tsx'
import { ShellContext } from '../render/shell-context.tsx'
import type { ShellData } from '../render/site-data.ts'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { MobileNav } from './MobileNav.tsx'
import { ServicesMenu } from './ServicesMenu.tsx'
import { useServicesMenu } from './use-services-menu.ts'

/** Header, footer and the page in between; the same on every route. */
export function Layout({ shell }: { shell: ShellData }) {
  const navigate = useNavigate()
  const servicesMenu = useServicesMenu()
  const openServices = servicesMenu.open
  const actions = useMemo<SiteActions>(
    () => ({
      // Until forms open as popups, a form button takes the visitor to the page that lists every way to reach us.
      openForm: () => void navigate('/contact'),
      openMenu: (_menu, opener) => openServices('dialog', opener),
    }),
    [navigate, openServices],
  )
  return (
    <ShellContext.Provider value={shell}>
      <SiteActionsContext.Provider value={actions}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        <MainContent />
        <Footer />
        <MobileNav
          isServicesOpen={servicesMenu.variant === 'sheet'}
          onOpenServices={(opener) => openServices('sheet', opener)}
        />
        {servicesMenu.variant && <ServicesMenu variant={servicesMenu.variant} onClose={servicesMenu.close} />}
      </SiteActionsContext.Provider>
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
