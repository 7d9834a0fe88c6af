import { useCallback, useEffect, useRef, useState } from 'react'
import { useNotificationSound } from './notification-sound.ts'
import { freshProgress, startNotificationTimer, type NotificationProgress } from './notification-timer.ts'

export { shortDelayMessage } from './notification-timer.ts'

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
  /** How far the notifications got before this component took them over; its badge is drawn already. */
  soFar?: NotificationProgress
}

/**
 * N1–N5: one timer (notification-timer.ts) that shows the badge and calls `onNotification` every `delaySeconds`,
 * `loop` times (0: without limit), carrying on from `soFar`. Options the timer reads while running go through refs,
 * so a re-render of the parent never restarts or duplicates it (N3).
 */
export function useNotification({
  active,
  delaySeconds,
  startedAt,
  loop,
  sound,
  soundSrc,
  onNotification,
  soFar,
}: NotificationOptions) {
  const [progress] = useState(() => soFar ?? freshProgress())
  const [badge, setBadge] = useState(progress.badge)
  const latest = useRef({ startedAt, sound, soundSrc, onNotification })
  useEffect(() => {
    latest.current = { startedAt, sound, soundSrc, onNotification }
  })
  const playSound = useNotificationSound(active && sound, progress)

  useEffect(() => {
    if (!active) return
    return startNotificationTimer({
      delaySeconds,
      loop,
      startedAt: () => latest.current.startedAt,
      progress,
      fire: () => {
        setBadge(true)
        if (latest.current.sound) playSound(latest.current.soundSrc)
        latest.current.onNotification?.()
      },
    })
  }, [active, delaySeconds, loop, playSound, progress])

  const clearBadge = useCallback(() => setBadge(false), [])
  return { badge, clearBadge }
}
