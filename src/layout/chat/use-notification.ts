import { useCallback, useEffect, useRef, useState } from 'react'
import { useNotificationSound } from './notification-sound.ts'
import { pageShownAt, whenPageShown } from '../../ui/page-shown.ts'

/** The message of spec section 5, logged when the delay is too short to be polite. */
export const shortDelayMessage = 'notificationDelay prop value must be at least 10 seconds.'

interface NotificationOptions {
  /** N1: notifications are wanted and the chat has not been opened yet. */
  active: boolean
  delaySeconds: number
  /** N2: when the wait for the first firing began, on the performance.now() clock; unset, it begins when the timer starts. */
  startedAt: number | undefined
  loop: number
  sound: boolean
  soundSrc: string
  onNotification?: () => void
}

/**
 * N1–N5: one timer that shows the badge and calls `onNotification` every `delaySeconds`, `loop` times
 * (0: without limit). The first firing comes `delaySeconds` after `startedAt`, or after the page was shown if it was
 * prerendered later; the next ones a full delay apart. Options the timer reads while running go through refs, so a
 * re-render of the parent never restarts or duplicates it (N3).
 */
export function useNotification({
  active,
  delaySeconds,
  startedAt,
  loop,
  sound,
  soundSrc,
  onNotification,
}: NotificationOptions) {
  const [badge, setBadge] = useState(false)
  const fired = useRef(0)
  const warned = useRef(false)
  const latest = useRef({ startedAt, sound, soundSrc, onNotification })
  useEffect(() => {
    latest.current = { startedAt, sound, soundSrc, onNotification }
  })
  const playSound = useNotificationSound(active && sound)

  useEffect(() => {
    if (!active) return
    if (!(delaySeconds >= 10)) {
      if (!warned.current) console.error(shortDelayMessage)
      warned.current = true
      return
    }
    const isDone = () => loop > 0 && fired.current >= loop
    if (isDone()) return
    const delay = delaySeconds * 1000
    let timer: number | undefined
    const fire = () => {
      fired.current += 1
      setBadge(true)
      if (latest.current.sound) playSound(latest.current.soundSrc)
      latest.current.onNotification?.()
      if (!isDone()) timer = window.setTimeout(fire, delay)
    }
    const cancelWait = whenPageShown(() => {
      const now = performance.now()
      const waitedSince = Math.max(latest.current.startedAt ?? now, pageShownAt())
      const waited = fired.current === 0 ? now - waitedSince : 0
      timer = window.setTimeout(fire, Math.max(0, delay - waited))
    })
    return () => {
      cancelWait()
      window.clearTimeout(timer)
    }
  }, [active, delaySeconds, loop, playSound])

  const clearBadge = useCallback(() => setBadge(false), [])
  return { badge, clearBadge }
}
