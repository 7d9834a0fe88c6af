import { PageView } from './PageView.tsx'
import { PostView } from './PostView.tsx'
import { RedirectView } from './RedirectView.tsx'
import type { RouteData } from '../model/site-data.ts'

export function RouteView({ data }: { data: RouteData }) {
  switch (data.kind) {
    case 'page':
      return <PageView page={data.page} heading={data.heading} />
    case 'post':
      return <PostView post={data.post} />
    case 'redirect':
      return <RedirectView redirect={data.redirect} />
  }
}
