// Every stylesheet of the public site, in one file in the page's head: the base first.
import '../styles/site.css'
import './component-styles.ts'
import type { HydrateWhen } from '../ui/Island.tsx'
import { whenPageShown } from '../ui/page-shown.ts'
import { actionSelector, listenForSiteActions, runAction, type SiteActions } from '../ui/site-actions.ts'
import { takeOverFromBoot } from './boot-queue.ts'
import { formLanguageOf } from '../forms/form-language.ts'
import { startCounting } from './count-visits.ts'
import { dormantIslandOf, keepEarlyPresses, replayInIsland } from './early-presses.ts'
import { watchImageFallbacks } from './image-fallback.ts'
import { scheduleHydration, scheduleWakeUps } from './schedule.ts'
import { startIsland, startIslandTimers } from './start-island.ts'

/**
 * The page's scripts, started by the boot script once the page has loaded (or at the first tap).
 * The prerendered HTML is the page; this brings each island to life when its `data-when` says, opens
 * the dialogs buttons ask for, replays taps and keys that came before the code, and counts the visit
 * (README.md, "Privacy").
 */

const openForm: SiteActions['openForm'] = (formId, opener, prefill) =>
  void Promise.all([import('../forms/dialog/open-form-dialog.ts'), import('./page-context.ts')])
    .then(async ([dialog, page]) => {
      const shell = await page.loadShell()
      const { forms, business } = shell
      const form = forms[formId]
      if (form)
        dialog.openFormDialog({
          formId,
          form,
          whatsappNumber: business.whatsapp,
          language: formLanguageOf(shell),
          timeZone: business.timeZone,
          prefill,
          opener,
        })
    })
    .catch((error: unknown) => console.error('The form could not open:', error))
const openMenu: SiteActions['openMenu'] = (_menu, opener, variant = 'dialog') =>
  void import('../layout/services-menu/services-menu.ts')
    .then((menu) => menu.openServicesMenu({ variant, opener }))
    .catch((error: unknown) => console.error('The services menu could not open:', error))
const actions: SiteActions = {
  openForm,
  openMenu,
}

function start() {
  listenForSiteActions(document, actions)
  keepEarlyPresses(document)
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
  for (const press of takeOverFromBoot()) {
    if (!press.control.isConnected) continue
    if (press.control.matches(actionSelector)) runAction(press.control, actions)
    else {
      const island = dormantIslandOf(press.control)
      if (island) replayInIsland(press, island)
    }
  }
  watchImageFallbacks()
  startCounting()
}

// A page Chromium prerendered on intent starts once it is shown, so it reads the tab's state (the
// chat's, say) as it is then, and starts no timer while nobody sees it.
whenPageShown(start)
