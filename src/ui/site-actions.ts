import type { Static } from '@sinclair/typebox'
import type { Button } from '../schema/fields.ts'

/** A button as site.yaml writes it. */
export type ButtonConfig = Static<ReturnType<typeof Button>>

/** What a button in site.yaml can open besides a link. The page's scripts decide how each is shown. */
export interface SiteActions {
  /** Opens a form from `forms:` by its id; `opener` gets focus back when it closes; `prefill` fills fields. */
  openForm: (formId: string, opener?: HTMLElement | null, prefill?: Record<string, string>) => void
  /** Opens a menu by name, as a centred dialog or, from the phone tab bar, a sheet; `opener` gets focus back. */
  openMenu: (menu: 'services', opener?: HTMLElement | null, variant?: 'dialog' | 'sheet') => void
}

/** Buttons that open something carry what they open in data attributes, so they work before any script hydrates them. */
export const actionSelector = '[data-open-form],[data-open-menu]'

/** The attributes of a button that opens a form or a menu. */
export function actionAttributes(button: Pick<ButtonConfig, 'form' | 'menu' | 'prefill'>): Record<string, string> {
  if (button.form)
    return {
      'data-open-form': button.form,
      ...(button.prefill ? { 'data-prefill': JSON.stringify(button.prefill) } : {}),
    }
  return button.menu ? { 'data-open-menu': button.menu } : {}
}

/** Runs what `element` (a button with action attributes) asks for. */
export function runAction(element: HTMLElement, actions: SiteActions): void {
  const { openForm, openMenu, prefill, menuVariant } = element.dataset
  if (openForm)
    actions.openForm(openForm, element, prefill ? (JSON.parse(prefill) as Record<string, string>) : undefined)
  else if (openMenu === 'services') actions.openMenu('services', element, menuVariant === 'sheet' ? 'sheet' : 'dialog')
}

/** Answers clicks on action buttons anywhere under `root`; returns the function that stops listening. */
export function listenForSiteActions(root: Document | HTMLElement, actions: SiteActions): () => void {
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(actionSelector) : null
    if (!target || event.defaultPrevented) return
    event.preventDefault()
    runAction(target, actions)
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}
