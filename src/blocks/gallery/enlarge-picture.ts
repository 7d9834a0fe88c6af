// What Picture.tsx gives a picture drawn with loading="eager"; enlarge-picture.test.tsx keeps the two the same.
const eagerSizes = '100vw'

/**
 * The enlarged picture as Gallery.tsx draws it in its dialog, made from a prerendered tile (`.gallery__item`):
 * the tile's own <picture> or <img>, loaded at once and at the window's width, and a copy of its caption.
 */
export function drawEnlargedPicture(item: Element): HTMLElement {
  const figure = document.createElement('figure')
  figure.className = 'gallery__large'
  const shown = item.querySelector('.gallery__open > picture, .gallery__open > img')?.cloneNode(true)
  if (shown instanceof Element) {
    const image = shown instanceof HTMLImageElement ? shown : shown.querySelector('img')
    image?.setAttribute('class', 'gallery__large-image')
    image?.setAttribute('loading', 'eager')
    image?.setAttribute('fetchpriority', 'high')
    for (const source of shown.querySelectorAll('source')) source.setAttribute('sizes', eagerSizes)
    figure.append(shown)
  }
  const caption = item.querySelector(':scope > figcaption')
  if (caption) figure.append(caption.cloneNode(true))
  return figure
}

/**
 * Brings a prerendered Gallery to life without React: pressing a picture shows it larger in the block's modal
 * dialog; closing the dialog (its Close button, Escape) forgets the picture and gives the focus back to the
 * picture's button.
 */
export function enhanceGallery(island: HTMLElement): void {
  const dialog = island.querySelector<HTMLDialogElement>('.gallery__dialog')
  if (!dialog) return
  let opener: HTMLButtonElement | undefined
  for (const button of island.querySelectorAll<HTMLButtonElement>('.gallery__open'))
    button.addEventListener('click', () => {
      const item = button.closest('.gallery__item')
      if (!item || dialog.open) return
      opener = button
      dialog.querySelector('.gallery__large')?.remove()
      dialog.prepend(drawEnlargedPicture(item))
      dialog.showModal()
    })
  dialog.querySelector('.gallery__close')?.addEventListener('click', () => dialog.close())
  dialog.addEventListener('close', () => {
    dialog.querySelector('.gallery__large')?.remove()
    opener?.focus()
  })
}
