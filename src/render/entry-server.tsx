import { StrictMode, type ComponentType, type ReactElement } from 'react'
import { prerender } from 'react-dom/static'
import shell from 'virtual:site/shell'
import { IslandCollectorContext, type IslandCollector } from '../ui/Island.tsx'
import type { RouteData } from '../model/site-data.ts'
import { PageProviders } from './PageProviders.tsx'
import { SitePage } from './SitePage.tsx'

interface CollectedIsland {
  id: string
  marker: string
  component: ComponentType<object>
  props: object
}

const html = async (element: ReactElement, identifierPrefix?: string): Promise<string> => {
  const { prelude } = await prerender(<StrictMode>{element}</StrictMode>, identifierPrefix ? { identifierPrefix } : {})
  return new Response(prelude).text()
}

/**
 * Renders one address of the site to HTML, for the prerender step; `data` is null for the not-found
 * page. Each island is drawn as a root of its own, with its own id prefix, exactly as the browser
 * hydrates it, so the two trees match.
 */
export async function renderRoute(path: string, data: RouteData | null): Promise<string> {
  const islands: CollectedIsland[] = []
  const collect: IslandCollector = ({ component, props }) => {
    const id = `i${islands.length}-`
    const island = { id, marker: `<!--island:${id}-->`, component, props }
    islands.push(island)
    return island
  }
  let page = await html(
    <IslandCollectorContext.Provider value={collect}>
      <SitePage shell={shell} path={path} data={data} />
    </IslandCollectorContext.Provider>,
  )
  for (const { id, marker, component: Component, props } of islands) {
    const island = await html(
      <PageProviders shell={shell} path={path}>
        <Component {...props} />
      </PageProviders>,
      id,
    )
    page = page.replace(marker, () => island)
  }
  return page
}
