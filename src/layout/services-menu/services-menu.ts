import { copyOfCarriedDialog, showModalCopy } from '../../ui/carried-dialog.ts'
import { watchBreakpoint } from '../phone-breakpoint.ts'
import { lockScroll } from './scroll-lock.ts'
import { servicesMenuClasses } from './services-menu-classes.ts'

/** How the services menu is shown: a sheet rising from the bottom (the phone tab bar) or a centred dialog. */
export type ServicesMenuVariant = 'sheet' | 'dialog'

export interface ServicesMenuOptions {
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
 * Shows a copy of the services menu the page carries (ServicesMenu.tsx) as a modal dialog (showModalCopy); the page
 * stops scrolling while it shows. Its close button, a click on the backdrop, choosing a service and a window growing
 * past the phone breakpoint close it. Returns the function that takes it away at once, without moving focus.
 */
export function openServicesMenu({ variant, opener = null }: ServicesMenuOptions): () => void {
  dismissShown?.()
  const dialog = copyOfCarriedDialog((carried) => carried.classList.contains(servicesMenuClasses.dialog))
  if (!dialog) {
    console.error('The page carries no services menu.')
    return () => undefined
  }
  dialog.classList.toggle(servicesMenuClasses.sheet, variant === 'sheet')
  const close = () => dialog.close()
  dialog.querySelector(`.${servicesMenuClasses.close}`)?.addEventListener('click', close)
  for (const link of dialog.querySelectorAll('a')) link.addEventListener('click', close)
  // The dialog's content covers its whole box, so a click on the dialog itself is on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close()
  })

  const restoreOpener = markOpener(opener, dialog.id)
  const unlockScroll = lockScroll()
  const stopWatching = watchBreakpoint((isPhone) => {
    if (!isPhone) close()
  })
  const dismiss = showModalCopy(dialog, opener, () => {
    if (dismissShown === dismiss) dismissShown = undefined
    stopWatching()
    unlockScroll()
    restoreOpener()
  })
  dismissShown = dismiss
  return dismiss
}

/** Marks an opener that says whether it is expanded as expanded, naming the menu; returns what unmarks it. */
function markOpener(opener: HTMLElement | null, menuId: string): () => void {
  if (!opener?.hasAttribute('aria-expanded')) return () => undefined
  opener.setAttribute('aria-expanded', 'true')
  opener.setAttribute('aria-controls', menuId)
  return () => {
    opener.setAttribute('aria-expanded', 'false')
    opener.removeAttribute('aria-controls')
  }
}
