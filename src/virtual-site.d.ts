/** The module the site plugin (src/vite/site-plugin.ts) makes from site.yaml at build time. */
declare module 'virtual:site/shell' {
  import type { ShellData } from './model/site-data.ts'
  const shell: ShellData
  export default shell
}
