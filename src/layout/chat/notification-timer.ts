import { pageShownAt, whenPageShown } from '../../ui/page-shown.ts'

/** The message of spec section 5, logged when the delay is too short to be polite. */
export const shortDelayMessage = 'notificationDelay prop value must be at least 10 seconds.'

/**
 * How far the chat's notifications have got on this page. Whoever runs them (the page's plain code, then
 * the React chat that takes over) carries on from the same record.
 */
export interface NotificationProgress {
  fired: number
  /** When the last firing came, on the performance.now() clock. */
  lastFiredAt?: number
  badge: boolean
  warned: boolean
  /** N5: the visitor has touched or typed on the page, so a sound may play. */
  interacted: boolean
}

export const freshProgress = (): NotificationProgress => ({ fired: 0, badge: false, warned: false, interacted: false })

interface TimerOptions {
  delaySeconds: number
  /** 0: without limit. */
  loop: number
  /** When the wait for the first firing began, on the performance.now() clock; unset, it begins when the timer starts. */
  startedAt: () => number | undefined
  progress: NotificationProgress
  /** Called on each firing, after `progress` has counted it. */
  fire: () => void
}

/**
 * N2–N4: fires every `delaySeconds`, `loop` times in all (0: without limit), counting in `progress`. The first firing
 * comes `delaySeconds` after `startedAt`, or after the page was shown if that was later; each next one a full delay
 * after the last. A delay under 10 s logs the message once (per `progress`) and starts nothing. Returns what stops it.
 */
export function startNotificationTimer({ delaySeconds, loop, startedAt, progress, fire }: TimerOptions): () => void {
  if (!(delaySeconds >= 10)) {
    if (!progress.warned) console.error(shortDelayMessage)
    progress.warned = true
    return () => undefined
  }
  const isDone = () => loop > 0 && progress.fired >= loop
  if (isDone()) return () => undefined
  const delay = delaySeconds * 1000
  let timer: number | undefined
  const tick = () => {
    progress.fired += 1
    progress.lastFiredAt = performance.now()
    progress.badge = true
    fire()
    if (!isDone()) timer = window.setTimeout(tick, delay)
  }
  const cancelWait = whenPageShown(() => {
    const now = performance.now()
    const waitedSince = progress.lastFiredAt ?? Math.max(startedAt() ?? now, pageShownAt())
    timer = window.setTimeout(tick, Math.max(0, delay - (now - waitedSince)))
  })
  return () => {
    cancelWait()
    window.clearTimeout(timer)
  }
}
