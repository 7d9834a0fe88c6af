import { routeData, shellData } from '../../../src/build/site-routes.ts'
import type { RouteData, ShellData } from '../../../src/model/site-data.ts'
import { lastCheck } from './checked-site.ts'

export interface PreviewInput {
  text: string
  /** The page wanted, such as "/contact". */
  path: string
  publicDir: string
}

/** The shell and the route at `path` of a draft without errors (null when no page is there); undefined while it has errors. */
export function preview({
  text,
  path,
  publicDir,
}: PreviewInput): { shell: ShellData; route: RouteData | null } | undefined {
  const { site } = lastCheck(text, publicDir)
  if (!site) return undefined
  const wanted = path.replace(/(.)\/+$/, '$1')
  const route = routeData(site).find((candidate) => candidate.path === wanted) ?? null
  return { shell: shellData(site, route?.language), route }
}
