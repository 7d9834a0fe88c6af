import { useEffect, useRef } from 'react'

const openValue = 'open'

// Storage can refuse to be read or written (privacy modes, blocked site data): the chat then simply starts closed.
function readOpen(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === openValue
  } catch {
    return false
  }
}

/** S7: records, for the tab, whether the chat is open, in sessionStorage under `key`; without a key, nothing. */
export function rememberOpen(key: string | undefined, isOpen: boolean) {
  if (!key) return
  try {
    window.sessionStorage.setItem(key, isOpen ? openValue : 'closed')
  } catch {
    // Not remembered: the next page starts closed.
  }
}

/**
 * S7: after mounting (never during render, R1) calls `restore(true)` when an earlier page of the tab left the chat
 * open; when the browser shows this page again from its back-forward cache, calls `restore` with what a later page
 * left. Without a key nothing is read.
 */
export function useRestoredOpen(key: string | undefined, restore: (isOpen: boolean) => void) {
  const latestRestore = useRef(restore)
  useEffect(() => {
    latestRestore.current = restore
  })

  useEffect(() => {
    if (!key) return
    if (readOpen(key)) latestRestore.current(true)
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latestRestore.current(readOpen(key))
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [key])
}
