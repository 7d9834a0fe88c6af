import { useEffect, useRef } from 'react'

/**
 * A ref for an element that takes the place of the button the visitor pressed (a player, a live
 * map): once it is shown it gets the focus, which would otherwise be lost with the button.
 */
export function useFocusOnReveal<T extends HTMLElement>(isShown: boolean) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (isShown) ref.current?.focus()
  }, [isShown])
  return ref
}
