import { useCallback, useEffect, useState } from 'react'

interface Opened<T> {
  what: T
  opener: HTMLElement | null
}

/**
 * Something a control opens over the page (a menu, a dialog): what is open, `open` and `close`.
 * Closing returns focus to the control that opened it. Leaving the page forgets it, so a page
 * restored from the back-forward cache does not come back covered and locked.
 */
export function useOpenedFrom<T>() {
  const [opened, setOpened] = useState<Opened<T> | null>(null)
  const open = useCallback((what: T, opener?: HTMLElement | null) => setOpened({ what, opener: opener ?? null }), [])
  const close = () => {
    opened?.opener?.focus()
    setOpened(null)
  }
  const isOpen = opened !== null
  useEffect(() => {
    if (!isOpen) return
    const forget = () => setOpened(null)
    window.addEventListener('pagehide', forget)
    return () => window.removeEventListener('pagehide', forget)
  }, [isOpen])
  return { current: opened?.what ?? null, opener: opened?.opener ?? null, open, close }
}
