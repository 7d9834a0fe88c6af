import type { NotificationProgress } from './notification-timer.ts'

interface PlainRun {
  progress: NotificationProgress
  stop: () => void
}

let plainRun: PlainRun | undefined
let isTakenOver = false

/**
 * Runs the page's chat notifications with plain code, once, until they are taken over (the chat was opened, or a
 * React chat runs them); after that `start` is never called.
 */
export function runUntilTakenOver(start: () => PlainRun): void {
  if (isTakenOver || plainRun) return
  plainRun = start()
}

/**
 * Stops the plain run and returns how far it got, or undefined when none ran; from then on none starts (N1: the chat
 * opened on this page notifies no more). The same answer however often it is asked, so a React chat can ask as it
 * first draws, before it claims the button.
 */
export function takeOverNotifications(): NotificationProgress | undefined {
  isTakenOver = true
  plainRun?.stop()
  return plainRun?.progress
}
