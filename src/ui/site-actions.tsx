import { createContext, useContext } from 'react'

/** What a button in site.yaml can open besides a link. The layout decides how each is shown. */
export interface SiteActions {
  /** Opens a form from `forms:` by its id; `opener` gets focus back when it closes; `prefill` fills fields. */
  openForm: (formId: string, opener?: HTMLElement | null, prefill?: Record<string, string>) => void
  /** Opens a menu by name; `opener` gets focus back when the menu closes. */
  openMenu: (menu: 'services', opener?: HTMLElement | null) => void
}

export const SiteActionsContext = createContext<SiteActions | undefined>(undefined)

export function useSiteActions(): SiteActions {
  const actions = useContext(SiteActionsContext)
  if (!actions) throw new Error('useSiteActions needs a SiteActionsContext provider (the site layout provides one).')
  return actions
}
