import { PageView } from './PageView.tsx'
import { PostView } from './PostView.tsx'
import { RedirectView } from './RedirectView.tsx'
import { useShell } from '../ui/shell-context.tsx'
import { routeHead, type RouteData } from '../model/site-data.ts'
import { useHead } from './use-head.ts'

export function RouteView({ data }: { data: RouteData }) {
  const { business } = useShell()
  useHead(routeHead(data, business))
  switch (data.kind) {
    case 'page':
      return <PageView page={data.page} heading={data.heading} />
    case 'post':
      return <PostView post={data.post} />
    case 'redirect':
      return <RedirectView redirect={data.redirect} />
  }
}
