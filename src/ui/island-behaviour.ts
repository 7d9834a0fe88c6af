import type { ShellData } from '../model/site-data.ts'

/**
 * What brings an island to life: plain code working on the island's HTML, on the prerendered page and in the
 * editor's preview alike. It may fetch the site's shell with `loadShell` when it needs it, and may return what
 * stops it (the preview draws its pages afresh).
 */
export type IslandBehaviour = (island: HTMLElement, loadShell: () => Promise<ShellData>) => void | (() => void)
