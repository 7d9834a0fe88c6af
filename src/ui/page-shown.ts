// Neither is in TypeScript's DOM library yet: both come with prerendering (Speculation Rules).
interface PrerenderingDocument extends Document {
  prerendering?: boolean
}
interface ActivatedNavigation extends PerformanceEntry {
  activationStart?: number
}

/**
 * When the visitor first saw this page, on the performance.now() clock: 0, or the moment a page prerendered in
 * the background was activated.
 */
export function pageShownAt(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? []
  return (navigation as ActivatedNavigation | undefined)?.activationStart ?? 0
}

/** Calls `start` once the page is shown: at once, or when a prerendered page is activated. Returns what cancels the wait. */
export function whenPageShown(start: () => void): () => void {
  if (!(document as PrerenderingDocument).prerendering) {
    start()
    return () => undefined
  }
  document.addEventListener('prerenderingchange', start, { once: true })
  return () => document.removeEventListener('prerenderingchange', start)
}
