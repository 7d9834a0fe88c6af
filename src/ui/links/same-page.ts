/** "/about/" and "/about" are the same page. */
export const samePage = (link: string, path: string): boolean =>
  (link.replace(/\/+$/, '') || '/') === (path.replace(/\/+$/, '') || '/')
