import { isPostPath } from '../model/blog-data.ts'
import type { RouteData, ShellData } from '../model/site-data.ts'
import { Layout } from '../layout/Layout.tsx'
import { BlogPostNotFound } from './BlogMessages.tsx'
import { NotFound } from './NotFound.tsx'
import { PageProviders } from './PageProviders.tsx'
import { RouteView } from './RouteView.tsx'

interface SitePageProps {
  shell: ShellData
  path: string
  /** The route's data; null draws the not-found page (the blog's own one under /blog/). */
  data: RouteData | null
}

/** One whole page of the site: the layout around the route's content. */
export function SitePage({ shell, path, data }: SitePageProps) {
  return (
    <PageProviders shell={shell} path={path}>
      <Layout>
        {data ? <RouteView key={data.path} data={data} /> : isPostPath(path) ? <BlogPostNotFound /> : <NotFound />}
      </Layout>
    </PageProviders>
  )
}
