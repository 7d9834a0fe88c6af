import type { ShellData } from '../model/site-data.ts'

/** The site's shell, downloaded with the first island or dialog that needs it, once per page. */
let shell: Promise<ShellData> | undefined
export const loadShell = (): Promise<ShellData> =>
  (shell ??= import('virtual:site/shell').then((module) => module.default))

/** The address the prerender drew the page for (the not-found page is drawn for any address). */
export const pagePath = (): string => document.getElementById('root')?.dataset.path ?? window.location.pathname
