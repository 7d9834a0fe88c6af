/** How long a count from 0 to the final value takes, in milliseconds. */
export const COUNT_DURATION = 2000
/** The share of the section that must be on screen before the count starts. */
export const VISIBLE_SHARE = 0.1

interface Figure {
  element: HTMLElement
  value: number
  suffix: string
}

/**
 * Brings the prerendered counters inside `island` to life without React: a section that is not yet on
 * screen drops to 0 and counts up once, when it becomes visible; one already on screen keeps its final
 * values. While counting, screen readers are given the final figures once instead of every step. Nothing
 * moves for visitors who ask for reduced motion.
 */
export function enhanceCounters(island: HTMLElement): void {
  const section = island.querySelector<HTMLElement>('.counters')
  if (!section || typeof IntersectionObserver === 'undefined') return
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
  const format = (value: number) => value.toLocaleString(section.dataset.locale)
  const figures = [...section.querySelectorAll<HTMLElement>('.counter__value[data-count]')].map((element): Figure => ({
    element,
    value: Number(element.dataset.count),
    suffix: element.dataset.suffix ?? '',
  }))

  const show = (progress: number) => {
    for (const { element, value, suffix } of figures)
      element.textContent = `${format(Math.round(value * progress))}${suffix}`
  }
  const spoken: HTMLElement[] = []
  const startCounting = () => {
    for (const { element, value, suffix } of figures) {
      element.setAttribute('aria-hidden', 'true')
      const final = document.createElement('span')
      final.className = 'visually-hidden'
      final.textContent = `${format(value)}${suffix}`
      element.after(final)
      spoken.push(final)
    }
  }
  const stopCounting = () => {
    show(1)
    for (const { element } of figures) element.removeAttribute('aria-hidden')
    for (const final of spoken.splice(0)) final.remove()
  }

  let start: number | undefined
  const tick = (now: number) => {
    start ??= now
    const share = Math.min(1, (now - start) / COUNT_DURATION)
    if (share < 1) {
      show(share)
      requestAnimationFrame(tick)
    } else stopCounting()
  }
  let isFirstReport = true
  let isHidden = false
  const observer = new IntersectionObserver(
    ([entry]) => {
      const isVisible = !!entry && entry.isIntersecting && entry.intersectionRatio >= VISIBLE_SHARE
      const wasVisibleOnArrival = isFirstReport
      isFirstReport = false
      if (!isVisible) {
        // Out of sight: hide the final values now, so the visitor sees the count when they scroll to it.
        if (!isHidden) startCounting()
        isHidden = true
        show(0)
        return
      }
      observer.disconnect()
      // On screen from the start: the visitor has seen the final values, and counting again would only flicker.
      if (wasVisibleOnArrival) return
      requestAnimationFrame(tick)
    },
    { threshold: VISIBLE_SHARE },
  )
  observer.observe(section)
}
