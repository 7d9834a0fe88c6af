import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { SiteDialogs } from '../islands/SiteDialogs.tsx'
import { Layout } from '../layout/Layout.tsx'
import { PageProviders } from '../render/PageProviders.tsx'
import { ActionButton } from '../ui/buttons/ActionButton.tsx'
import { listenForSiteActions, type SiteActions } from '../ui/site-actions.ts'
import type { ShellData } from '../model/site-data.ts'
import { testShell } from './test-shell.ts'

// Helpers for the layout tests only: the site never imports this file.

interface PageOptions {
  /** The address of the page. */
  path?: string
  shell?: ShellData
}

/** Renders `element` on the page at `path`, inside the site's shell, with its action buttons answered by `actions`. */
export function renderAt(
  element: ReactElement,
  { path = '/', shell = testShell, actions = {} }: PageOptions & { actions?: Partial<SiteActions> } = {},
) {
  const siteActions: SiteActions = { openForm: () => undefined, openMenu: () => undefined, ...actions }
  // A wrapper, so that rerender() keeps the shell and the address.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageProviders shell={shell} path={path}>
      {children}
    </PageProviders>
  )
  const result = render(element, { wrapper })
  listenForSiteActions(result.container, siteActions)
  stayOnPage(result.container)
  return result
}

/** The site's layout around a page like the home page: a button that opens the services menu, and a link. */
export function sitePage({ path = '/', shell = testShell }: PageOptions = {}): ReactElement {
  return (
    <PageProviders shell={shell} path={path}>
      <Layout>
        <ActionButton button={{ label: 'See Our Services', menu: 'services' }} />
        <a href="/about">About this company</a>
      </Layout>
    </PageProviders>
  )
}

/**
 * Renders `sitePage` with the dialog layer the page's scripts add, and answers the action buttons
 * anywhere on the page as those scripts do.
 */
export function renderSitePage({ path = '/', shell = testShell }: PageOptions = {}) {
  let dialogs: SiteActions | undefined
  const onReady = (actions: SiteActions) => {
    dialogs = actions
  }
  const result = render(
    <>
      {sitePage({ path, shell })}
      <PageProviders shell={shell} path={path}>
        <SiteDialogs onReady={onReady} />
      </PageProviders>
    </>,
  )
  listenForSiteActions(result.container, {
    openForm: (...args) => dialogs?.openForm(...args),
    openMenu: (...args) => dialogs?.openMenu(...args),
  })
  // The services menu is drawn at the end of the page, outside the rendered tree.
  stayOnPage(document.body)
  return result
}

/**
 * jsdom cannot load another document, and says so on the console: a link followed under `root` does
 * everything else a click does (menus still close) but the page stays.
 */
function stayOnPage(root: HTMLElement) {
  root.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault()
  })
}

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
