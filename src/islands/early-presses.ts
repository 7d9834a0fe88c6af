import { isKeptKey } from '../model/kept-keys.ts'
import { actionSelector } from '../ui/site-actions.ts'
import type { KeptPress } from './boot-queue.ts'
import { startIsland } from './start-island.ts'

/** The island around `element` when it still waits for its code. */
export function dormantIslandOf(element: Element): HTMLElement | null {
  const island = element.closest<HTMLElement>('[data-island]')
  return island && !island.hasAttribute('data-hydrated') ? island : null
}

const controlOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('button, [role="button"], summary') : null

/** Brings the island to life, then does the press again on the same control: the tap, the form sent or the key. */
export function replayInIsland({ control, key }: KeptPress, island: HTMLElement): void {
  startIsland(island)
    .then(() => {
      if (!control.isConnected) return
      if (key) control.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
      else if (control instanceof HTMLFormElement) control.requestSubmit()
      else control.click()
    })
    .catch((error: unknown) => console.error('An island could not start:', error))
}

/** Stops `event` here, and does it again once the island it happened in is alive. */
function keep(event: Event, press: KeptPress, island: HTMLElement) {
  event.preventDefault()
  event.stopImmediatePropagation()
  replayInIsland(press, island)
}

const keepTap = (event: MouseEvent) => {
  const control = controlOf(event.target)
  const island = control && !control.matches(actionSelector) && dormantIslandOf(control)
  if (control && island) keep(event, { control }, island)
}
const keepSubmit = (event: SubmitEvent) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null
  const island = form && dormantIslandOf(form)
  if (form && island) keep(event, { control: form }, island)
}
const keepKey = (event: KeyboardEvent) => {
  if (event.ctrlKey || event.altKey || event.metaKey) return
  const control = controlOf(event.target)
  const island = control && isKeptKey(event.key, control) && dormantIslandOf(control)
  if (control && island) keep(event, { control, key: event.key }, island)
}

/**
 * Keeps what a visitor does in an island whose code has not arrived yet (a tap on one of its controls, a form sent,
 * a key its behaviour answers: src/model/kept-keys.ts), brings the island to life, and then replays it. Returns
 * what stops keeping them.
 */
export function keepEarlyPresses(root: Document): () => void {
  root.addEventListener('click', keepTap, true)
  root.addEventListener('submit', keepSubmit, true)
  root.addEventListener('keydown', keepKey, true)
  return () => {
    root.removeEventListener('click', keepTap, true)
    root.removeEventListener('submit', keepSubmit, true)
    root.removeEventListener('keydown', keepKey, true)
  }
}
