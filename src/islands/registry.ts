import type { ComponentType } from 'react'
import { blockIslandLoaders } from '../blocks/island-loaders.ts'

type IslandLoader = () => Promise<ComponentType<object>>

const asIsland = (component: unknown) => component as ComponentType<object>

/**
 * Every island the prerender can write that React brings to life, by the name in its data-island attribute; each
 * loads its own code. The plain islands (start-island.ts) are not here.
 */
export const islandLoaders: Record<string, IslandLoader> = {
  ...Object.fromEntries(
    Object.entries(blockIslandLoaders).map(([name, load]): [string, IslandLoader] => [
      name,
      () => load().then(asIsland),
    ]),
  ),
}
