import { blockPlainIslandLoaders } from '../blocks/island-loaders.ts'
import type { ShellData } from '../model/site-data.ts'

/** Islands brought to life by plain code on the prerendered HTML: no React is loaded for them. */
const plainIslandLoaders: Record<
  string,
  (() => Promise<(island: HTMLElement, loadShell: () => Promise<ShellData>) => void>) | undefined
> = {
  ...blockPlainIslandLoaders,
  'nav-dropdown': () => import('../layout/nav-dropdown-enhance.ts').then((module) => module.enhanceNavDropdown),
  faq: () => import('../layout/faq-enhance.ts').then((module) => module.enhanceFaq),
  chat: () => import('./plain-chat.ts').then((module) => module.loadChatEnhance()),
}
const plainStarts = new WeakMap<HTMLElement, Promise<void>>()
/** The page's shell, fetched only when a plain island asks for it. */
const loadPageShell = () => import('./page-context.ts').then((page) => page.loadShell())

/**
 * Islands whose timers run as smaller plain code than the whole island until the visitor reaches for them: their
 * deadline starts only this (the chat's badge), and the rest comes with the visitor.
 */
const plainTimerStarters: Record<string, ((island: HTMLElement) => Promise<void>) | undefined> = {
  chat: async (island) => {
    const [chat, page] = await Promise.all([import('../layout/chat/chat-badge.ts'), import('./page-context.ts')])
    chat.startChatNotifications(island, await page.loadShell())
  },
}
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
 * Brings one prerendered island to life, once: a plain island with its own small code, any other by
 * hydrating it with React, which comes only with the first island that needs it. Resolves when it is alive.
 */
export function startIsland(island: HTMLElement): Promise<void> {
  const loadPlain = plainIslandLoaders[island.dataset.island ?? '']
  if (!loadPlain) return import('./hydrate.tsx').then((module) => module.hydrateIsland(island))
  let started = plainStarts.get(island)
  if (!started) {
    started = loadPlain().then((enhance) => {
      enhance(island, loadPageShell)
      island.setAttribute('data-hydrated', '')
    })
    plainStarts.set(island, started)
  }
  return started
}
