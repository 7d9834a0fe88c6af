// Every stylesheet of the public site, in one file in the page's head: the base first.
import '../styles/site.css'
import './component-styles.ts'
import type { HydrateWhen } from '../ui/Island.tsx'
import { whenPageShown } from '../ui/page-shown.ts'
import { actionSelector, listenForSiteActions, runAction, type SiteActions } from '../ui/site-actions.ts'
import { takeOverFromBoot } from './boot-queue.ts'
import { watchImageFallbacks } from './image-fallback.ts'
import { scheduleHydration, scheduleWakeUps } from './schedule.ts'
import { startIsland, startIslandTimers } from './start-island.ts'

/**
 * The page's scripts, started by the boot script once the page has loaded (or at the first tap).
 * The prerendered HTML is the page; this brings each island to life when its `data-when` says, opens
 * the dialogs buttons ask for, and replays taps that came before the code.
 */

/** Whether the island still waits for its code. */
const isDormant = (island: HTMLElement): boolean => !island.hasAttribute('data-hydrated')

// Form dialogs and the services menu are plain code: opening them brings no React.
const openForm: SiteActions['openForm'] = (formId, opener, prefill) =>
  void Promise.all([import('../forms/open-form-dialog.ts'), import('./page-context.ts')])
    .then(async ([dialog, page]) => {
      const { forms, business } = await page.loadShell()
      const form = forms[formId]
      if (form) dialog.openFormDialog({ formId, form, whatsappNumber: business.whatsapp, prefill, opener })
    })
    .catch((error: unknown) => console.error('The form could not open:', error))
const openMenu: SiteActions['openMenu'] = (_menu, opener, variant = 'dialog') =>
  void Promise.all([import('../layout/services-menu.ts'), import('./page-context.ts')])
    .then(async ([menu, page]) => {
      const { services } = await page.loadShell()
      menu.openServicesMenu({ services, path: page.pagePath(), variant, opener })
    })
    .catch((error: unknown) => console.error('The services menu could not open:', error))
const actions: SiteActions = {
  openForm,
  openMenu,
}

const dormantIslandOf = (control: Element): HTMLElement | null => {
  const island = control.closest<HTMLElement>('[data-island]')
  return island && isDormant(island) ? island : null
}

const controlOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('button, [role="button"], summary') : null

/** A tap on a control (or a form sent) in an island that is not alive yet: bring it to life, then do it again. */
function replayInIsland(control: HTMLElement, island: HTMLElement) {
  startIsland(island)
    .then(() => {
      if (!control.isConnected) return
      if (control instanceof HTMLFormElement) control.requestSubmit()
      else control.click()
    })
    .catch((error: unknown) => console.error('An island could not start:', error))
}

function start() {
  listenForSiteActions(document, actions)
  document.addEventListener(
    'click',
    (event) => {
      const control = controlOf(event.target)
      if (!control || control.matches(actionSelector)) return
      const island = dormantIslandOf(control)
      if (!island) return
      event.preventDefault()
      event.stopImmediatePropagation()
      replayInIsland(control, island)
    },
    true,
  )
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null
      const island = form && dormantIslandOf(form)
      if (!form || !island) return
      event.preventDefault()
      event.stopImmediatePropagation()
      replayInIsland(form, island)
    },
    true,
  )
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const when = (island.dataset.when ?? 'idle') as HydrateWhen
    const hydrate = () => {
      startIsland(island).catch((error: unknown) => console.error('An island could not start:', error))
    }
    const startTimers = () => {
      startIslandTimers(island).catch((error: unknown) => console.error('An island could not start:', error))
    }
    scheduleHydration(island, when, hydrate)
    scheduleWakeUps(island, hydrate, startTimers)
  }
  for (const tap of takeOverFromBoot()) {
    if (!tap.isConnected) continue
    if (tap.matches(actionSelector)) runAction(tap, actions)
    else {
      const island = dormantIslandOf(tap)
      if (island) replayInIsland(tap, island)
    }
  }
  watchImageFallbacks()
}

// A page Chromium prerendered on intent starts once it is shown, so it reads the tab's state (the
// chat's, say) as it is then, and starts no timer while nobody sees it.
whenPageShown(start)
