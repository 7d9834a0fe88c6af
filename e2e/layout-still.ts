import type { Locator } from '@playwright/test'

/**
 * Scrolls `control` into view and waits until the page stops moving: cards far down are drawn only as they come
 * near (content-visibility), so a jump to the footer changes the page's height for a frame or two, and a tap in
 * that moment can land on the control below the one aimed at. Bounded to one second of frames.
 */
export async function scrollIntoStillView(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded()
  await control.evaluate(
    (element) =>
      new Promise<void>((settled) => {
        let last = ''
        let stillFrames = 0
        let frames = 0
        const look = () => {
          const now = `${document.documentElement.scrollHeight} ${window.scrollY} ${element.getBoundingClientRect().top}`
          stillFrames = now === last ? stillFrames + 1 : 0
          last = now
          if (stillFrames >= 3 || ++frames > 60) settled()
          else requestAnimationFrame(look)
        }
        requestAnimationFrame(look)
      }),
  )
}
