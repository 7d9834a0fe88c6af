/** The class names Gallery.tsx writes, enlarge-picture.ts looks for and gallery.css styles. */
export const galleryClasses = {
  item: 'gallery__item',
  open: 'gallery__open',
  dialog: 'gallery__dialog',
  large: 'gallery__large',
} as const
