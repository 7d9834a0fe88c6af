/** S4: Escape anywhere on the page, unless something inside already answered it, calls `onEscape`; returns what stops listening. */
export function listenForEscape(onEscape: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) onEscape()
  }
  document.addEventListener('keydown', onKeyDown)
  return () => document.removeEventListener('keydown', onKeyDown)
}

/** S5: a pointer down outside `root()` calls `onClickAway`; returns what stops listening. */
export function listenForClickAway(root: () => HTMLElement | null, onClickAway: () => void): () => void {
  const onPointerDown = (event: PointerEvent) => {
    if (event.target instanceof Node && !root()?.contains(event.target)) onClickAway()
  }
  document.addEventListener('pointerdown', onPointerDown)
  return () => document.removeEventListener('pointerdown', onPointerDown)
}
