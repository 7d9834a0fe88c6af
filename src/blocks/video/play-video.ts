import { videoClasses } from './video-classes.ts'

/**
 * Brings the video Video.tsx draws to life: pressing play puts the player (the box's template) in place of the
 * poster and the button, in the same box, and moves the focus to it.
 */
export function enhanceVideo(island: HTMLElement): void {
  const box = island.querySelector(`.${videoClasses.box}`)
  const play = box?.querySelector(`.${videoClasses.play}`)
  const player = box?.querySelector(':scope > template')
  if (!box || !play || !(player instanceof HTMLTemplateElement)) return
  play.addEventListener('click', () => {
    box.replaceChildren(document.importNode(player.content, true))
    box.querySelector('iframe')?.focus()
  })
}
