import type { ImageRef } from '../model/image.ts'
import './picture.css'

/**
 * The sizes a picture is shown at when the caller does not say: a lazy picture is measured where the page lays it
 * out (browsers without `auto` assume the full window width), an eager one is taken as full width.
 */
export const defaultSizes = (loading: 'lazy' | 'eager'): string => (loading === 'lazy' ? 'auto, 100vw' : '100vw')

/** What the <img> itself loads: the resized JPEG the build made of a photo, or the file itself for a drawing. */
export const shownSrc = (image: ImageRef): string => image.fallback ?? image.src

/** The <source> elements offering a photo's smaller files, best format first; nothing for other pictures. */
export function PictureSources({ image, sizes }: { image: ImageRef; sizes: string }) {
  return (image.sources ?? []).map((source) => (
    <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
  ))
}
