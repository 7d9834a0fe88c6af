/**
 * What the inline boot script (src/build/inline-scripts.ts) leaves on window: the controls tapped
 * before this code arrived, in order, and whether the runtime has taken over.
 */
export interface BootQueue {
  taps: HTMLElement[]
  ready: boolean
}

declare global {
  interface Window {
    siteBoot?: BootQueue
  }
}

/** Takes over from the boot script: returns the taps it kept, and tells it to stop keeping them. */
export function takeOverFromBoot(): HTMLElement[] {
  const boot = (window.siteBoot ??= { taps: [], ready: false })
  boot.ready = true
  return boot.taps.splice(0)
}
