/** What the browser is told about a site.yaml that has errors, in development. */
export interface SiteErrorsShown {
  /** The report, as `npm run check` prints it. */
  report: string
  /** The first error, so that a click opens site.yaml at its line in the editor. */
  loc?: { file: string; line: number; column: number }
}

/** What the overlay says in place of Vite's "fix the code". */
export const overlayTip = (fileName: string): string =>
  `Fix ${fileName} and save it: this page reloads by itself. Click outside or press Esc to hide this.`

/**
 * Shows the report over the page in Vite's own error overlay, with `tip` in place of Vite's "fix the
 * code". Runs in the browser: the dev server sends its source text, so it uses nothing from outside
 * its own body.
 */
export function showSiteErrors({ report, loc }: SiteErrorsShown, tip: string): void {
  const Overlay = customElements.get('vite-error-overlay')
  for (const shown of document.querySelectorAll('vite-error-overlay')) shown.remove()
  if (Overlay) {
    const overlay = new Overlay({ message: report, stack: '', ...(loc ? { loc } : {}) })
    const tipElement = overlay.shadowRoot?.querySelector('.tip')
    if (tipElement) tipElement.textContent = tip
    document.body.appendChild(overlay)
    return
  }
  const fallback = document.createElement('pre')
  fallback.setAttribute('role', 'alert')
  fallback.style.cssText =
    'position:fixed;inset:0;margin:0;padding:2rem;overflow:auto;background:#181818;color:#fff;z-index:99999;white-space:pre-wrap'
  fallback.textContent = `${report}\n\n${tip}`
  document.body.appendChild(fallback)
}

/**
 * The module the browser gets for the layout data while site.yaml has errors: it shows them, then
 * stops the page's script (the export only lets the importing modules link).
 */
export function siteErrorsModule(shown: SiteErrorsShown, fileName: string): string {
  return [
    `(${showSiteErrors.toString()})(${JSON.stringify(shown)}, ${JSON.stringify(overlayTip(fileName))})`,
    'export default null',
    `throw new Error(${JSON.stringify(`${fileName} has errors: they are shown on the page and in the terminal.`)})`,
  ].join('\n')
}
