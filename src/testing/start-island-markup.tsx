import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ShellData } from '../model/site-data.ts'
import { PageProviders } from '../render/PageProviders.tsx'
import { templateMarkup } from '../render/template-markup.ts'
import type { IslandBehaviour } from '../ui/island-behaviour.ts'
import { TemplateMarkupContext } from '../ui/Template.tsx'
import { testShell } from './test-shell.ts'

interface Options {
  shell?: ShellData
  /** The address of the page the island is on. */
  path?: string
}

/**
 * Writes `element` into the page as the prerender writes an island (its HTML, inside the site's shell) and starts
 * `behaviour` on it, as the page's scripts do; returns the island. Empty the page after each test.
 */
export function startIslandMarkup(
  element: ReactElement,
  behaviour: IslandBehaviour,
  { shell = testShell, path = '/' }: Options = {},
): HTMLElement {
  const island = document.createElement('div')
  island.innerHTML = renderToStaticMarkup(
    <TemplateMarkupContext.Provider value={templateMarkup}>
      <PageProviders shell={shell} path={path}>
        {element}
      </PageProviders>
    </TemplateMarkupContext.Provider>,
  )
  document.body.append(island)
  behaviour(island, () => Promise.resolve(shell))
  return island
}
