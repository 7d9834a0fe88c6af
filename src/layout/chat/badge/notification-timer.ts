import { pageShownAt, whenPageShown } from '../../../ui/page-shown.ts'

/** The message of spec section 5, logged when the delay is too short to be polite. */
export const shortDelayMessage = 'notificationDelay prop value must be at least 10 seconds.'

interface TimerOptions {
  delaySeconds: number
  /** 0: without limit. */
  loop: number
  fire: () => void
}

/**
 * N2–N4: fires every `delaySeconds`, `loop` times in all (0: without limit). The first firing comes `delaySeconds`
 * after the visitor first saw the page, however late the timer starts; each next one a full delay after the last.
 * A delay under 10 s logs the message and starts nothing. Returns what stops it, also from inside `fire`.
 */
export function startNotificationTimer({ delaySeconds, loop, fire }: TimerOptions): () => void {
  if (!(delaySeconds >= 10)) {
    console.error(shortDelayMessage)
    return () => undefined
  }
  const delay = delaySeconds * 1000
  let fired = 0
  let timer: number | undefined
  let isStopped = false
  const tick = () => {
    fired += 1
    fire()
    if (!isStopped && (loop === 0 || fired < loop)) timer = window.setTimeout(tick, delay)
  }
  const cancelWait = whenPageShown(() => {
    timer = window.setTimeout(tick, Math.max(0, delay - (performance.now() - pageShownAt())))
  })
  return () => {
    isStopped = true
    cancelWait()
    window.clearTimeout(timer)
  }
}
