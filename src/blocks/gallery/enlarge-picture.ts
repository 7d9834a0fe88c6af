import { galleryClasses } from './gallery-classes.ts'

/**
 * Brings the gallery Gallery.tsx draws to life: pressing a picture shows its larger copy (the template beside it)
 * in the block's modal dialog; closing the dialog (its Close button, Escape) forgets the picture and gives the
 * focus back to the picture's button.
 */
export function enhanceGallery(island: HTMLElement): void {
  const dialog = island.querySelector<HTMLDialogElement>(`.${galleryClasses.dialog}`)
  if (!dialog) return
  let opener: HTMLButtonElement | undefined
  for (const button of island.querySelectorAll<HTMLButtonElement>(`.${galleryClasses.open}`))
    button.addEventListener('click', () => {
      const large = button.closest(`.${galleryClasses.item}`)?.querySelector(':scope > template')
      if (!(large instanceof HTMLTemplateElement) || dialog.open) return
      opener = button
      dialog.querySelector(`.${galleryClasses.large}`)?.remove()
      dialog.prepend(document.importNode(large.content, true))
      dialog.showModal()
    })
  dialog.querySelector(':scope > button')?.addEventListener('click', () => dialog.close())
  dialog.addEventListener('close', () => {
    dialog.querySelector(`.${galleryClasses.large}`)?.remove()
    opener?.focus()
  })
}
