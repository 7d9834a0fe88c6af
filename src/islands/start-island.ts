import { blockPlainIslandLoaders } from '../blocks/island-loaders.ts'

/** Islands brought to life by plain code on the prerendered HTML: no React is loaded for them. */
const plainIslandLoaders: Record<string, (() => Promise<(island: HTMLElement) => void>) | undefined> =
  blockPlainIslandLoaders
const plainStarts = new WeakMap<HTMLElement, Promise<void>>()

/**
 * Brings one prerendered island to life, once: a plain island with its own small code, any other by
 * hydrating it with React, which comes only with the first island that needs it. Resolves when it is alive.
 */
export function startIsland(island: HTMLElement): Promise<void> {
  const loadPlain = plainIslandLoaders[island.dataset.island ?? '']
  if (!loadPlain) return import('./hydrate.tsx').then((module) => module.hydrateIsland(island))
  let started = plainStarts.get(island)
  if (!started) {
    started = loadPlain().then((enhance) => {
      enhance(island)
      island.setAttribute('data-hydrated', '')
    })
    plainStarts.set(island, started)
  }
  return started
}
