import { StrictMode, type ComponentType, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { IslandCollectorContext, type IslandCollector } from '../ui/Island.tsx'
import type { RouteData, ShellData } from '../model/site-data.ts'
import { PageProviders } from './PageProviders.tsx'
import { SitePage } from './SitePage.tsx'

interface CollectedIsland {
  id: string
  marker: string
  component: ComponentType<object>
  props: object
}

// No part of a page waits for data, so the synchronous renderer gives the same HTML as the streaming
// one, in about two thirds of the time (a publish draws every page of the site when the shell changes).
const html = (element: ReactElement, identifierPrefix?: string): string =>
  renderToString(<StrictMode>{element}</StrictMode>, identifierPrefix ? { identifierPrefix } : {})

/**
 * Renders one address of the site to HTML, for the prerender step; `data` is null for the not-found
 * page, `shell` the layout every page shares. Each island is drawn as a root of its own, with its own
 * id prefix, exactly as the browser hydrates it, so the two trees match.
 */
export async function renderRoute(path: string, data: RouteData | null, shell: ShellData): Promise<string> {
  const islands: CollectedIsland[] = []
  const collect: IslandCollector = ({ component, props }) => {
    const id = `i${islands.length}-`
    const island = { id, marker: `<!--island:${id}-->`, component, props }
    islands.push(island)
    return island
  }
  let page = html(
    <IslandCollectorContext.Provider value={collect}>
      <SitePage shell={shell} path={path} data={data} />
    </IslandCollectorContext.Provider>,
  )
  for (const { id, marker, component: Component, props } of islands) {
    const island = html(
      <PageProviders shell={shell} path={path}>
        <Component {...props} />
      </PageProviders>,
      id,
    )
    page = page.replace(marker, () => island)
  }
  return page
}
