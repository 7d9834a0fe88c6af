/** Stops the page from scrolling; returns the function that lets it scroll as it did before. */
export function lockScroll(): () => void {
  const { style } = document.documentElement
  const previous = { overflow: style.overflow, scrollbarGutter: style.scrollbarGutter }
  style.overflow = 'hidden'
  // Keeps the space of the hidden scroll bar, so the page does not shift sideways.
  style.scrollbarGutter = 'stable'
  return () => {
    style.overflow = previous.overflow
    style.scrollbarGutter = previous.scrollbarGutter
  }
}
