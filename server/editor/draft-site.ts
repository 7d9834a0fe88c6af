import { routeData, shellData } from '../../src/build/site-routes.ts'
import type { RouteData, ShellData } from '../../src/model/site-data.ts'
import { checkSiteText, type CheckResult } from '../../src/validation/check-site.ts'

/**
 * Checks drafts of site.yaml and draws their pages for the preview. The last draft's result is
 * kept, since the editor checks a draft and then previews the very same text.
 */
export function draftSite(publicDir: string) {
  let last: { text: string; result: CheckResult } | undefined

  const check = (text: string): CheckResult => {
    if (last?.text !== text) last = { text, result: checkSiteText(text, { fileName: 'site.yaml', publicDir }) }
    return last.result
  }

  return {
    check,
    /** The shell and the route at `path` of a draft without errors; undefined while it has errors. */
    preview(text: string, path: string): { shell: ShellData; route: RouteData | null } | undefined {
      const { site } = check(text)
      if (!site) return undefined
      const wanted = path.replace(/(.)\/+$/, '$1')
      return { shell: shellData(site), route: routeData(site).find((route) => route.path === wanted) ?? null }
    },
    /** A new picture was uploaded: links to it are valid from now on. */
    forgetFiles() {
      last = undefined
    },
  }
}
