import { useCallback, useEffect, useRef, useState } from 'react'

/** What the chat body shows: the typing dots, or the greeting with the moment it appeared. */
export interface Greeting {
  typing: boolean
  shownAt?: Date
}

/**
 * S2/S3: every opening shows the typing dots for `delaySeconds` (0 skips them), then the greeting,
 * stamped with the time it appears. The timer is cleared on close and on unmount.
 */
export function useGreeting(delaySeconds: number) {
  const [greeting, setGreeting] = useState<Greeting>({ typing: false })
  const timer = useRef<number | undefined>(undefined)

  const start = useCallback(() => {
    window.clearTimeout(timer.current)
    if (delaySeconds > 0) {
      setGreeting({ typing: true })
      timer.current = window.setTimeout(() => setGreeting({ typing: false, shownAt: new Date() }), delaySeconds * 1000)
    } else {
      setGreeting({ typing: false, shownAt: new Date() })
    }
  }, [delaySeconds])

  const stop = useCallback(() => {
    window.clearTimeout(timer.current)
    setGreeting({ typing: false })
  }, [])

  useEffect(() => () => window.clearTimeout(timer.current), [])

  return { ...greeting, start, stop }
}

/** "14:05", for the dateTime of a <time>. */
export const isoTime = (date: Date): string =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`

/** The time as the visitor's device writes it, with a 2-digit hour and minute. */
export const shownTime = (date: Date): string => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
