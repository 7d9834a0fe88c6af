import { basename, extname } from 'node:path'
import type { ImageSource } from '../../model/image.ts'

/**
 * The widths photos are offered at, chosen for the site's layout slots: a card or gallery tile on a phone (about
 * 340 px, so 360 and 720 at two device pixels per CSS pixel), a card on a wide screen (about 380 px: 480 and 960)
 * and a full-width hero (1280 and 1920). A photo is never offered wider than it is.
 */
export const widthLadder = [360, 480, 720, 960, 1280, 1920] as const

/** The widest the JPEG for browsers without AVIF or WebP is: sharp enough for any slot, never the original. */
export const fallbackWidth = 1280

/** Where the build writes pictures it makes, under the built site's root. */
export const imagesFolder = '_images'

/** The formats every photo is offered in, best first, with their file extensions. */
export const variantFormats = [
  { type: 'image/avif', extension: 'avif' },
  { type: 'image/webp', extension: 'webp' },
] as const satisfies readonly { type: ImageSource['type']; extension: string }[]

/** The ladder's widths narrower than the photo, then the photo's own width when the ladder goes past it. */
export function variantWidths(originalWidth: number): number[] {
  const widest = Math.min(originalWidth, widthLadder[widthLadder.length - 1] ?? originalWidth)
  return [...widthLadder.filter((width) => width < widest), widest]
}

/** "/images/uploads/Sofa Before.jpg" → "sofa-before": safe in a file name and in a srcset. */
export function nameStem(src: string): string {
  const stem = basename(src, extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
  return stem || 'image'
}

/** The file name of one variant: "sofa-1a2b3c4d-640.avif". */
export const variantFileName = (stem: string, hash: string, width: number, extension: string): string =>
  `${stem}-${hash.slice(0, 8)}-${width}.${extension}`

/** The address of the JPEG the <img> falls back to, written at `width`. */
export const fallbackSrc = (stem: string, hash: string, width: number): string =>
  `/${imagesFolder}/${variantFileName(stem, hash, width, 'jpg')}`

/** The <source> entries for a photo written at `widths`, best format first. */
export function variantSources(stem: string, hash: string, widths: readonly number[]): ImageSource[] {
  return variantFormats.map(({ type, extension }) => ({
    type,
    srcset: widths
      .map((width) => `/${imagesFolder}/${variantFileName(stem, hash, width, extension)} ${width}w`)
      .join(', '),
  }))
}
