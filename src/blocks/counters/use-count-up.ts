import { useEffect, useState, type RefObject } from 'react'

/** How long a count from 0 to the final value takes, in milliseconds. */
export const COUNT_DURATION = 2000
/** The share of the section that must be on screen before the count starts. */
export const VISIBLE_SHARE = 0.1

/**
 * How far the counters have counted, from 0 to 1. It is 1 on the server and in the first client render, so the
 * prerendered page shows the final values. After hydration, a section that is not yet on screen drops to 0 and
 * counts up once, when it becomes visible. Nothing moves for visitors who ask for reduced motion.
 */
export function useCountUp(ref: RefObject<Element | null>): number {
  const [progress, setProgress] = useState(1)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return

    let frame = 0
    let start: number | undefined
    let isFirstReport = true
    const tick = (now: number) => {
      start ??= now
      const share = Math.min(1, (now - start) / COUNT_DURATION)
      setProgress(share)
      if (share < 1) frame = requestAnimationFrame(tick)
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        const isVisible = !!entry && entry.isIntersecting && entry.intersectionRatio >= VISIBLE_SHARE
        const wasVisibleOnArrival = isFirstReport
        isFirstReport = false
        if (!isVisible) {
          // Out of sight: hide the final values now, so the visitor sees the count when they scroll to it.
          setProgress(0)
          return
        }
        observer.disconnect()
        // On screen from the start: the visitor has seen the final values, and counting again would only flicker.
        if (wasVisibleOnArrival) setProgress(1)
        else frame = requestAnimationFrame(tick)
      },
      { threshold: VISIBLE_SHARE },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [ref])

  return progress
}
