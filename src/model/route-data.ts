import type { RouteData } from './site-data.ts'

/** Where the build puts one route's data: /about → /_data/about.json, / → /_data/index.json. */
export function routeDataUrl(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/'
  return path === '/' ? '/_data/index.json' : `/_data${path}.json`
}

/** Gets the data of the route at `pathname`; null when the site has no such route. */
export type LoadRouteData = (pathname: string) => Promise<RouteData | null>

export const fetchRouteData: LoadRouteData = async (pathname) => {
  const response = await fetch(routeDataUrl(pathname))
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`The page data for ${pathname} could not be loaded (status ${response.status}).`)
  return (await response.json()) as RouteData
}
