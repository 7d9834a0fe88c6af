import { useEffect } from 'react'

/** Stops the page from scrolling while the calling component is shown, and restores it afterwards. */
export function useScrollLock() {
  useEffect(() => {
    const { style } = document.documentElement
    const previous = { overflow: style.overflow, scrollbarGutter: style.scrollbarGutter }
    style.overflow = 'hidden'
    // Keeps the space of the hidden scroll bar, so the page does not shift sideways.
    style.scrollbarGutter = 'stable'
    return () => {
      style.overflow = previous.overflow
      style.scrollbarGutter = previous.scrollbarGutter
    }
  }, [])
}
