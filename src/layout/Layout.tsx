import { useEffect, useMemo, useRef } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { FormDialog } from '../forms/FormDialog.tsx'
import { useFormDialog } from '../forms/use-form-dialog.ts'
import { SiteActionsContext, type SiteActions } from '../ui/site-actions.tsx'
import { ShellContext } from '../ui/shell-context.tsx'
import { useOpenedFrom } from '../ui/use-opened-from.ts'
import type { ShellData } from '../model/site-data.ts'
import { SiteChat } from './chat/SiteChat.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { MobileNav } from './MobileNav.tsx'
import { ServicesMenu, type ServicesMenuVariant } from './ServicesMenu.tsx'

/** Header, footer and the page in between; the same on every route. */
export function Layout({ shell }: { shell: ShellData }) {
  const servicesMenu = useOpenedFrom<ServicesMenuVariant>()
  const openServices = servicesMenu.open
  const formDialog = useFormDialog()
  const openForm = formDialog.open
  const actions = useMemo<SiteActions>(
    () => ({ openForm, openMenu: (_menu, opener) => openServices('dialog', opener) }),
    [openForm, openServices],
  )
  const shownForm = formDialog.current
  const shownFormDefinition = shownForm ? shell.forms[shownForm.formId] : undefined
  return (
    <ShellContext.Provider value={shell}>
      <SiteActionsContext.Provider value={actions}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        <MainContent />
        <Footer />
        <SiteChat />
        <MobileNav
          isServicesOpen={servicesMenu.current === 'sheet'}
          onOpenServices={(opener) => openServices('sheet', opener)}
        />
        {servicesMenu.current && <ServicesMenu variant={servicesMenu.current} onClose={servicesMenu.close} />}
        {shownForm && shownFormDefinition && (
          <FormDialog
            key={shownForm.formId}
            formId={shownForm.formId}
            form={shownFormDefinition}
            whatsappNumber={shell.business.whatsapp}
            prefill={shownForm.prefill}
            onClose={formDialog.close}
          />
        )}
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
