import { pageShownAt } from '../ui/page-shown.ts'
import type { HydrateWhen } from '../ui/Island.tsx'

/** Runs `task` when the browser is idle, or soon after where it cannot say. */
export function onIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 })
  else setTimeout(task, 200)
}

/** Everything that counts as the first sign a visitor is about to use an island. */
const intentEvents = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const

/** Calls `hydrate` for `island` at the moment its `when` names. */
export function scheduleHydration(island: HTMLElement, when: HydrateWhen, hydrate: () => void): void {
  switch (when) {
    case 'load':
      hydrate()
      return
    case 'idle':
      onIdle(hydrate)
      return
    case 'visible': {
      if (!('IntersectionObserver' in window)) return onIdle(hydrate)
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          hydrate()
        },
        { rootMargin: '200px' },
      )
      observer.observe(island)
      return
    }
    case 'interaction': {
      const once = () => {
        for (const type of intentEvents) island.removeEventListener(type, once)
        hydrate()
      }
      for (const type of intentEvents) island.addEventListener(type, once, { passive: true })
    }
  }
}

/**
 * The island's other wake-ups: a deadline counted from when the visitor first saw the page (which calls
 * `startTimers`: by default the whole island), and a state the tab remembers from an earlier page.
 */
export function scheduleWakeUps(island: HTMLElement, hydrate: () => void, startTimers: () => void = hydrate): void {
  const { deadline, resumeKey, resumeValue } = island.dataset
  if (deadline !== undefined)
    setTimeout(startTimers, Math.max(0, Number(deadline) - (performance.now() - pageShownAt())))
  if (resumeKey && rememberedValue(resumeKey) === resumeValue) hydrate()
}

function rememberedValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    // Storage can be switched off; the island then waits for its other wake-ups.
    return null
  }
}
