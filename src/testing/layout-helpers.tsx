import { render, screen } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { ActionButton } from '../ui/ActionButton.tsx'
import { ShellContext } from '../ui/shell-context.tsx'
import { SiteActionsContext, type SiteActions } from '../ui/site-actions.tsx'
import type { ShellData } from '../model/site-data.ts'
import { testShell } from './test-shell.ts'
import { Layout } from '../layout/Layout.tsx'

// Helpers for the layout tests only: the site never imports this file.

/** Renders `element` at `path` inside a router, the shell and the site actions, with a line naming the address. */
export function renderAt(
  element: ReactElement,
  {
    path = '/',
    shell = testShell,
    actions = {},
  }: { path?: string; shell?: ShellData; actions?: Partial<SiteActions> } = {},
) {
  const siteActions: SiteActions = { openForm: () => undefined, openMenu: () => undefined, ...actions }
  // A wrapper, so that rerender() keeps the router and its address.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <ShellContext.Provider value={shell}>
        <SiteActionsContext.Provider value={siteActions}>
          {children}
          <CurrentAddress />
        </SiteActionsContext.Provider>
      </ShellContext.Provider>
    </MemoryRouter>
  )
  return render(element, { wrapper })
}

/** The address the router is at, read from the line that CurrentAddress shows. */
export const currentAddress = () => screen.getByText(/^Now at /).textContent?.replace(/^Now at /, '')

/** What the browser shows around the page: its address and a back button. */
function CurrentAddress() {
  const navigate = useNavigate()
  return (
    <>
      <p>Now at {useLocation().pathname}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Go back
      </button>
    </>
  )
}

/** The site's layout around a page like the home page: a button that opens the services menu, and a link. */
export const siteRoutes = (
  <Routes>
    <Route element={<Layout shell={testShell} />}>
      <Route
        path="*"
        element={
          <>
            <ActionButton button={{ label: 'See Our Services', menu: 'services' }} />
            <Link to="/about">About this company</Link>
            <CurrentAddress />
          </>
        }
      />
    </Route>
  </Routes>
)

// jsdom has no modal dialogs and no media queries.

/** Gives jsdom's <dialog> showModal() and close(), which fires "close" as browsers do. */
export function stubDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

/** Installs window.matchMedia whose every query follows `isPhone`; returns a function that changes it. */
export function stubPhoneQuery(isPhone = false) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>()
  let matches = isPhone
  window.matchMedia = (media: string) =>
    ({
      media,
      get matches() {
        return matches
      },
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
    }) as unknown as MediaQueryList
  return (nextIsPhone: boolean) => {
    matches = nextIsPhone
    for (const listener of listeners) listener({ matches, media: '' } as MediaQueryListEvent)
  }
}
