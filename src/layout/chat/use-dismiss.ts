import { useEffect, useRef, type RefObject } from 'react'

interface DismissOptions {
  isOpen: boolean
  /** S4: Escape anywhere on the page closes the chat. */
  allowEsc: boolean
  /** S5: a pointer down outside `root` closes the chat. */
  allowClickAway: boolean
  root: RefObject<HTMLElement | null>
  onEscape: () => void
  onClickAway: () => void
}

/** Document listeners for the optional ways to close, present only while the chat is open and they are allowed (R2). */
export function useDismiss({ isOpen, allowEsc, allowClickAway, root, onEscape, onClickAway }: DismissOptions) {
  const handlers = useRef({ onEscape, onClickAway })
  useEffect(() => {
    handlers.current = { onEscape, onClickAway }
  })

  useEffect(() => {
    if (!isOpen || !allowEsc) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) handlers.current.onEscape()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen, allowEsc])

  useEffect(() => {
    if (!isOpen || !allowClickAway) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) handlers.current.onClickAway()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen, allowClickAway, root])
}
