import { useEffect } from 'react'
import { startPlainIsland, stopPlainIsland } from '../../islands/start-island.ts'
import type { ShellData } from '../../model/site-data.ts'

/**
 * Starts the behaviour of every island of the page drawn before it, the code the public page runs on its
 * prerendered HTML, and stops them when that page goes. Keyed with the page, so each new drawing starts afresh.
 */
export function StartIslands({ shell }: { shell: ShellData }) {
  useEffect(() => {
    const loadShell = () => Promise.resolve(shell)
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
    for (const island of islands) {
      const started = startPlainIsland(island, loadShell)
      started?.catch((error: unknown) => console.error('An island could not start:', error))
      // An island without plain code is one React keeps alive, here where React draws the whole page.
      if (!started) island.setAttribute('data-hydrated', '')
    }
    return () => {
      // Gone with a new drawing; React's second run of effects in development leaves them where they are.
      for (const island of islands) if (!island.isConnected) stopPlainIsland(island)
    }
  }, [shell])
  return null
}
