/** Smooth, unless the visitor's device asks for less motion. */
const scrollBehaviour = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'

/**
 * Gives `target` focus now, so a screen reader reads it, and on the next frame, once the page has drawn what
 * changed, scrolls it to the middle of the screen (or of the dialog it is in), so the eye finds it too.
 */
export function bringIntoView(target: HTMLElement): void {
  target.focus({ preventScroll: true })
  // jsdom, which the unit tests run in, has no scrollIntoView.
  requestAnimationFrame(() => target.scrollIntoView?.({ block: 'center', behavior: scrollBehaviour() }))
}
