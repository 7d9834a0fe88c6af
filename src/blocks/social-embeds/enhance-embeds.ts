import { visibleShare } from './embed-status.ts'
import { loadFrameEmbed } from './frame-embed.ts'

/**
 * Brings the prerendered feeds inside `root` to life without React: nothing is asked of the networks until
 * `visibleShare` of the section has been on screen; then every panel loads its network's embed page in a
 * sandboxed frame (frame-embed.ts). Without IntersectionObserver nothing loads: the profile links still lead
 * to the feeds. Returns a function that stops everything and puts the panels back as they were prerendered.
 */
export function enhanceSocialEmbeds(root: Element): () => void {
  const section = root.matches('.social-embeds') ? root : root.querySelector('.social-embeds')
  if (!section || typeof IntersectionObserver === 'undefined') return () => undefined
  const stops: (() => void)[] = []
  let isDone = false
  const observer = new IntersectionObserver(
    (entries) => {
      if (isDone || !entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= visibleShare)) return
      isDone = true
      observer.disconnect()
      for (const stage of section.querySelectorAll<HTMLElement>('.social-embeds__stage'))
        stops.push(loadFrameEmbed(stage))
    },
    { threshold: visibleShare },
  )
  observer.observe(section)
  return () => {
    isDone = true
    observer.disconnect()
    for (const stop of stops.splice(0)) stop()
  }
}
