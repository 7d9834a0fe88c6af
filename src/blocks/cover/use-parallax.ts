import { useEffect, useRef } from 'react'

/** How fast the background moves compared with the page: 0.5 is half the scroll speed. */
export const PARALLAX_FACTOR = 0.5

/**
 * Refs for a section and its background layer. The layer moves down as the section scrolls up past the top of the
 * window, so it travels at PARALLAX_FACTOR of the scroll speed. Nothing moves for visitors who ask for reduced motion.
 */
export function useParallax<Section extends HTMLElement, Layer extends HTMLElement>() {
  const sectionRef = useRef<Section>(null)
  const layerRef = useRef<Layer>(null)
  useEffect(() => {
    const sectionElement = sectionRef.current
    const layerElement = layerRef.current
    if (!sectionElement || !layerElement) return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return

    let frame = 0
    const update = () => {
      frame = 0
      const { top, bottom } = sectionElement.getBoundingClientRect()
      if (bottom < 0) return
      // Counting from the section's own top keeps the picture flush with it until it starts to scroll away.
      const offset = Math.max(0, -top) * PARALLAX_FACTOR
      layerElement.style.transform = `translate3d(0, ${offset}px, 0)`
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
      layerElement.style.transform = ''
    }
  }, [])
  return { sectionRef, layerRef }
}
