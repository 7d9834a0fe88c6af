import { useEffect, useRef, type RefObject } from 'react'
import { listenForClickAway, listenForEscape } from './chat-dismiss.ts'

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

  useEffect(
    () => (isOpen && allowEsc ? listenForEscape(() => handlers.current.onEscape()) : undefined),
    [isOpen, allowEsc],
  )

  useEffect(
    () =>
      isOpen && allowClickAway
        ? listenForClickAway(
            () => root.current,
            () => handlers.current.onClickAway(),
          )
        : undefined,
    [isOpen, allowClickAway, root],
  )
}
