import { blockBehaviours } from '../blocks/behaviours.ts'
import { layoutIslands } from '../layout/islands.ts'
import type { LayoutIsland } from '../layout/layout-island.ts'
import type { ShellData } from '../model/site-data.ts'
import type { IslandBehaviour } from '../ui/island-behaviour.ts'

const layoutIslandList: [string, LayoutIsland][] = Object.entries(layoutIslands)

/** Every island's behaviour: plain code on its HTML, no React. */
const plainIslandLoaders: Record<string, (() => Promise<IslandBehaviour>) | undefined> = {
  ...blockBehaviours,
  ...Object.fromEntries(layoutIslandList.map(([name, island]) => [name, island.behaviour])),
}
const plainStarts = new WeakMap<HTMLElement, Promise<void>>()
const plainStops = new WeakMap<HTMLElement, () => void>()
/** The page's shell, fetched only when a plain island asks for it. */
const loadPageShell = () => import('./page-context.ts').then((page) => page.loadShell())

/**
 * Islands whose timers run as smaller plain code than the whole island until the visitor reaches for them: their
 * deadline starts only this (the chat's badge), and the rest comes with the visitor.
 */
const plainTimerStarters: Record<string, ((island: HTMLElement) => Promise<void>) | undefined> = Object.fromEntries(
  layoutIslandList.flatMap(([name, island]) => (island.startTimers ? [[name, island.startTimers]] : [])),
)
const timerStarts = new WeakMap<HTMLElement, Promise<void>>()

/**
 * What an island's deadline starts: its plain timers when it has them (nothing once the island is alive: it keeps
 * its own), else the whole island (startIsland).
 */
export function startIslandTimers(island: HTMLElement): Promise<void> {
  const startTimers = plainTimerStarters[island.dataset.island ?? '']
  if (!startTimers) return startIsland(island)
  if (island.hasAttribute('data-hydrated')) return Promise.resolve()
  let started = timerStarts.get(island)
  if (!started) {
    started = startTimers(island)
    timerStarts.set(island, started)
  }
  return started
}

/**
 * Starts the behaviour of an island, once, on whatever HTML it has (the prerender's or the editor's preview's);
 * resolves when it is alive. Undefined for an island this build does not know.
 */
export function startPlainIsland(
  island: HTMLElement,
  loadShell: () => Promise<ShellData> = loadPageShell,
): Promise<void> | undefined {
  const loadBehaviour = plainIslandLoaders[island.dataset.island ?? '']
  if (!loadBehaviour) return undefined
  let started = plainStarts.get(island)
  if (!started) {
    started = loadBehaviour().then((behaviour) => {
      const stop = behaviour(island, loadShell)
      if (stop) plainStops.set(island, stop)
      island.setAttribute('data-hydrated', '')
    })
    plainStarts.set(island, started)
  }
  return started
}

/** Stops a plain island's behaviour, for a behaviour that says how (its timers, its observers). */
export function stopPlainIsland(island: HTMLElement): void {
  plainStops.get(island)?.()
  plainStops.delete(island)
}

/** Brings one prerendered island to life, once, with its plain behaviour; resolves when it is alive. */
export function startIsland(island: HTMLElement): Promise<void> {
  return (
    startPlainIsland(island) ??
    Promise.reject(new Error(`The page has an island "${island.dataset.island ?? ''}" that this build does not know.`))
  )
}
