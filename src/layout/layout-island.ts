import type { IslandBehaviour } from '../ui/island-behaviour.ts'

/**
 * An island the layout draws (outside any block), as the part of the layout that draws it declares it. Each
 * loader is an `import()`, so the code reaches only the pages that show the island.
 */
export interface LayoutIsland {
  /** Loads the island's behaviour. */
  behaviour: () => Promise<IslandBehaviour>
  /**
   * Loads and starts only the island's timers, smaller than its behaviour, when its deadline comes before the
   * visitor reaches for it (the chat's badge); the rest comes with the visitor.
   */
  startTimers?: (island: HTMLElement) => Promise<void>
}
