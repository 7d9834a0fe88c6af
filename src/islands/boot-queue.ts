/** A press kept until its island's code is here: a tap (or a form sent) on `control`, or `key` pressed on it. */
export interface KeptPress {
  control: HTMLElement
  key?: string
}

/**
 * What the inline boot script (src/build/inline-scripts.ts) leaves on window: the presses it kept before this code
 * arrived, in order, and whether the runtime has taken over.
 */
export interface BootQueue {
  kept: KeptPress[]
  ready: boolean
}

declare global {
  interface Window {
    siteBoot?: BootQueue
  }
}

/** Takes over from the boot script: returns the presses it kept, and tells it to stop keeping them. */
export function takeOverFromBoot(): KeptPress[] {
  const boot = (window.siteBoot ??= { kept: [], ready: false })
  boot.ready = true
  return boot.kept.splice(0)
}
