import { useCallback, useEffect, useRef, useState } from 'react'

/** What the chat body shows: the typing dots, or the greeting with the moment it appeared. */
export interface Greeting {
  typing: boolean
  shownAt?: Date
}

/**
 * S2/S3: every opening shows the typing dots for `delaySeconds` (0 skips them), then the greeting,
 * stamped with the time it appears. The timer is cleared on close and on unmount. `show` skips the
 * dots, for a chat that reopens on a new page as the visitor left it (S7).
 */
export function useGreeting(delaySeconds: number) {
  const [greeting, setGreeting] = useState<Greeting>({ typing: false })
  const timer = useRef<number | undefined>(undefined)

  const show = useCallback(() => {
    window.clearTimeout(timer.current)
    setGreeting({ typing: false, shownAt: new Date() })
  }, [])

  const start = useCallback(() => {
    if (!(delaySeconds > 0)) return show()
    window.clearTimeout(timer.current)
    setGreeting({ typing: true })
    timer.current = window.setTimeout(show, delaySeconds * 1000)
  }, [delaySeconds, show])

  const stop = useCallback(() => {
    window.clearTimeout(timer.current)
    setGreeting({ typing: false })
  }, [])

  useEffect(() => () => window.clearTimeout(timer.current), [])

  return { ...greeting, start, show, stop }
}
