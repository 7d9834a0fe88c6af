import type { Page } from '@playwright/test'

/** The JavaScript files the page has asked for so far, by file name. */
export const scriptsOf = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.split('/').pop() ?? ''),
  )

/** The files that bring React: the islands' hydration, the dialog layer, and any component's JSX runtime. */
export const isReactScript = (name: string): boolean => /^(hydrate|jsx-runtime)-/.test(name)

/** The files the page has asked for so far that bring React. */
export const reactScriptsOf = async (page: Page): Promise<string[]> => (await scriptsOf(page)).filter(isReactScript)
