/** The live Google map of `place` as MapEmbed.tsx draws it; show-live-map.test.tsx keeps the two the same. */
export function drawLiveMap(place: string): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  frame.setAttribute('class', 'map-embed__frame')
  frame.setAttribute('title', `Map showing ${place}`)
  frame.setAttribute('src', `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`)
  frame.setAttribute('loading', 'lazy')
  frame.setAttribute('referrerpolicy', 'no-referrer-when-downgrade')
  return frame
}

/**
 * Brings a prerendered MapEmbed to life without React: "Show the live map" replaces the picture and the address
 * card with the live map of the address the card shows, in the same space, and moves the focus to it.
 */
export function enhanceMap(island: HTMLElement): void {
  const stage = island.querySelector('.map-embed__stage')
  const place = stage?.querySelector('.map-embed__place')?.textContent
  const show = stage?.querySelector('.map-embed__facade button')
  if (!stage || !show || place == null) return
  show.addEventListener('click', () => {
    const frame = drawLiveMap(place)
    stage.replaceChildren(frame)
    frame.focus()
  })
}
