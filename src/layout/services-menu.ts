import { watchBreakpoint } from './phone-breakpoint.ts'
import { lockScroll } from './scroll-lock.ts'
import { drawServicesMenu, servicesMenuId, type ServiceEntry, type ServicesMenuVariant } from './services-menu-draw.ts'
import './services-menu.css'

export { servicesMenuId, type ServicesMenuVariant } from './services-menu-draw.ts'

export interface ServicesMenuOptions {
  services: readonly ServiceEntry[]
  /** The address of the page, so that the link to it is marked aria-current="page". */
  path: string
  variant: ServicesMenuVariant
  /**
   * Gets focus back when the menu closes. If it says whether it is expanded (the phone tab bar's toggle),
   * it says aria-expanded="true" and names the menu in aria-controls while the menu shows.
   */
  opener?: HTMLElement | null
}

/** Takes away the menu that shows, if any, without moving focus. */
let dismissShown: (() => void) | undefined

/**
 * Shows every service in a modal dialog at the end of the page. The native dialog traps focus, closes on
 * Escape and makes the page behind it inert; the page also stops scrolling. Its close button, a click on
 * the backdrop, choosing a service and a window growing past the phone breakpoint close it, and focus goes
 * back to the opener. Leaving the page takes it away, so a page restored from the back-forward cache does
 * not come back covered and locked. Returns the function that takes it away at once, without moving focus.
 */
export function openServicesMenu({ services, path, variant, opener = null }: ServicesMenuOptions): () => void {
  dismissShown?.()
  const dialog = drawServicesMenu(services, path, variant)
  const close = () => dialog.close()
  dialog.querySelector('.services-menu__close')?.addEventListener('click', close)
  for (const link of dialog.querySelectorAll('a')) link.addEventListener('click', close)
  // The dialog's content covers its whole box, so a click on the dialog itself is on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close()
  })

  const restoreOpener = markOpener(opener)
  const unlockScroll = lockScroll()
  const stopWatching = watchBreakpoint((isPhone) => {
    if (!isPhone) close()
  })
  let isShown = true
  const dismiss = () => {
    if (!isShown) return
    isShown = false
    if (dismissShown === dismiss) dismissShown = undefined
    window.removeEventListener('pagehide', dismiss)
    stopWatching()
    unlockScroll()
    restoreOpener()
    dialog.remove()
  }
  dialog.addEventListener('close', () => {
    if (!isShown) return
    opener?.focus()
    dismiss()
  })
  window.addEventListener('pagehide', dismiss)
  dismissShown = dismiss

  document.body.append(dialog)
  dialog.showModal()
  return dismiss
}

/** Marks an opener that says whether it is expanded as expanded, naming the menu; returns what unmarks it. */
function markOpener(opener: HTMLElement | null): () => void {
  if (!opener?.hasAttribute('aria-expanded')) return () => undefined
  opener.setAttribute('aria-expanded', 'true')
  opener.setAttribute('aria-controls', servicesMenuId)
  return () => {
    opener.setAttribute('aria-expanded', 'false')
    opener.removeAttribute('aria-controls')
  }
}
