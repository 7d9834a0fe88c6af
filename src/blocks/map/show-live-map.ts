import { mapClasses } from './map-classes.ts'

/**
 * Brings the map MapEmbed.tsx draws to life: "Show the live map" puts the live map (the stage's template) in place
 * of the picture and the address card, in the same space, and moves the focus to it.
 */
export function enhanceMap(island: HTMLElement): void {
  const stage = island.querySelector(`.${mapClasses.stage}`)
  const show = stage?.querySelector(`.${mapClasses.facade} button`)
  const live = stage?.querySelector(':scope > template')
  if (!stage || !show || !(live instanceof HTMLTemplateElement)) return
  show.addEventListener('click', () => {
    stage.replaceChildren(document.importNode(live.content, true))
    stage.querySelector('iframe')?.focus()
  })
}
