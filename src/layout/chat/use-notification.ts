import { useCallback, useEffect, useRef, useState } from 'react'
import { useNotificationSound } from './notification-sound.ts'

/** The message of spec section 5, logged when the delay is too short to be polite. */
export const shortDelayMessage = 'notificationDelay prop value must be at least 10 seconds.'

interface NotificationOptions {
  /** N1: notifications are wanted and the chat has not been opened yet. */
  active: boolean
  delaySeconds: number
  loop: number
  sound: boolean
  soundSrc: string
  onNotification?: () => void
}

/**
 * N1–N5: one interval timer that shows the badge and calls `onNotification` every `delaySeconds`,
 * `loop` times (0: without limit). Options the timer reads while running go through refs, so a
 * re-render of the parent never restarts or duplicates it (N3).
 */
export function useNotification({ active, delaySeconds, loop, sound, soundSrc, onNotification }: NotificationOptions) {
  const [badge, setBadge] = useState(false)
  const fired = useRef(0)
  const warned = useRef(false)
  const latest = useRef({ sound, soundSrc, onNotification })
  useEffect(() => {
    latest.current = { sound, soundSrc, onNotification }
  })
  const playSound = useNotificationSound(active && sound)

  useEffect(() => {
    if (!active) return
    if (!(delaySeconds >= 10)) {
      if (!warned.current) console.error(shortDelayMessage)
      warned.current = true
      return
    }
    if (loop > 0 && fired.current >= loop) return
    const timer = window.setInterval(() => {
      fired.current += 1
      if (loop > 0 && fired.current >= loop) window.clearInterval(timer)
      setBadge(true)
      if (latest.current.sound) playSound(latest.current.soundSrc)
      latest.current.onNotification?.()
    }, delaySeconds * 1000)
    return () => window.clearInterval(timer)
  }, [active, delaySeconds, loop, playSound])

  const clearBadge = useCallback(() => setBadge(false), [])
  return { badge, clearBadge }
}
