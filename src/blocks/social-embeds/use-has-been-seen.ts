import { useEffect, useState, type RefObject } from 'react'

/** Becomes true, and stays true, once `share` (0 to 1) of the element has been on screen. */
export function useHasBeenSeen(ref: RefObject<Element | null>, share: number): boolean {
  const [hasBeenSeen, setHasBeenSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    // Without IntersectionObserver nothing loads: the profile links still lead to the feeds.
    if (!element || hasBeenSeen || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= share)) setHasBeenSeen(true)
      },
      { threshold: share },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, share, hasBeenSeen])
  return hasBeenSeen
}
