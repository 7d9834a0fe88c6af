/** Modules the site plugin (src/vite/site-plugin.ts) makes from site.yaml at build time. */
declare module 'virtual:site/shell' {
  import type { ShellData } from './render/site-data.ts'
  const shell: ShellData
  export default shell
}

declare module 'virtual:site/routes' {
  import type { RouteEntry } from './render/site-data.ts'
  const routes: RouteEntry[]
  export default routes
}
