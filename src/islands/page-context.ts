import type { ShellData } from '../model/site-data.ts'

const root = () => document.getElementById('root')

/**
 * The site's shell (header, menus, forms, chat), fetched with the first island or dialog that needs
 * it, once per page. The prerender names its file on #root; the file is named by its content, so the
 * browser keeps it across pages until the site changes.
 */
let shell: Promise<ShellData> | undefined
export const loadShell = (): Promise<ShellData> =>
  (shell ??= fetch(root()?.dataset.shell ?? '/_site/shell.json').then(async (response) => {
    if (!response.ok) throw new Error(`The page's layout data could not be loaded (${response.status}).`)
    return (await response.json()) as ShellData
  }))

/** The address the prerender drew the page for (the not-found page is drawn for any address). */
export const pagePath = (): string => root()?.dataset.path ?? window.location.pathname
