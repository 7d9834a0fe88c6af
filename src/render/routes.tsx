import { redirect, useLoaderData, useLocation, useNavigation, type RouteObject } from 'react-router-dom'
import { isPostPath } from '../model/blog-data.ts'
import { BlogPostLoading, BlogPostNotFound } from './BlogMessages.tsx'
import { Layout } from '../layout/Layout.tsx'
import { NotFound } from './NotFound.tsx'
import type { LoadRouteData } from '../model/route-data.ts'
import { RouteError } from './RouteError.tsx'
import { RouteView } from './RouteView.tsx'
import type { RouteData, ShellData } from '../model/site-data.ts'

/** The id of the one route that shows every page, redirect and post; hydration data is keyed by it. */
export const contentRouteId = 'content'

/**
 * The router's routes: the layout around a single catch-all route whose loader fetches the data
 * of the address asked for. The bundle holds no list of pages, so it does not grow with the site.
 */
export function buildRoutes(shell: ShellData, loadRouteData: LoadRouteData): RouteObject[] {
  return [
    {
      element: <Layout shell={shell} />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              id: contentRouteId,
              path: '*',
              loader: ({ request }) => loadRouteData(new URL(request.url).pathname),
              Component: Content,
            },
          ],
        },
      ],
    },
  ]
}

/** A loader for in-app navigation: internal redirects go straight to their target. */
export function followingRedirects(load: LoadRouteData): LoadRouteData {
  return async (pathname) => {
    const data = await load(pathname)
    if (data?.kind === 'redirect' && data.redirect.to.startsWith('/')) throw redirect(data.redirect.to)
    return data
  }
}

function Content() {
  const data = useLoaderData() as RouteData | null
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const next = navigation.location?.pathname
  if (navigation.state === 'loading' && next && next !== pathname && isPostPath(next)) return <BlogPostLoading />
  if (data) return <RouteView key={data.path} data={data} />
  return isPostPath(pathname) ? <BlogPostNotFound /> : <NotFound />
}
