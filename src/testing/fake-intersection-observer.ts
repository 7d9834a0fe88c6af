import { vi } from 'vitest'

/** jsdom has no IntersectionObserver: this one records what it was asked and lets a test say what is seen. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly observe = vi.fn<(target: Element) => void>()
  readonly disconnect = vi.fn<() => void>()
  readonly callback: IntersectionObserverCallback
  readonly options: IntersectionObserverInit | undefined
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback
    this.options = options
    FakeIntersectionObserver.instances.push(this)
  }
  /** What the browser does when the observed element comes near the screen (or not), or shows `seen` of itself (0 to 1). */
  report(seen: boolean | number) {
    const intersectionRatio = Number(seen)
    const entry = { target: this.observe.mock.calls[0]?.[0], isIntersecting: intersectionRatio > 0, intersectionRatio }
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
}
