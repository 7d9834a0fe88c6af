import type { ImageRef } from '../model/image.ts'
import { defaultSizes, PictureSources, shownSrc } from './PictureSources.tsx'

/** The placeholder the server draws for a picture that could not be loaded. */
export const placeholderSrc = (image: ImageRef): string =>
  `/api/placeholder/${image.width ?? 600}/${image.height ?? 400}`

/**
 * A picture that swaps to a plain placeholder when its file fails to load. The page's scripts make
 * the swap (src/islands/image-fallback.ts), including for a failure before they started.
 */
export function FallbackImage({ image, className }: { image: ImageRef; className?: string }) {
  const img = (
    <img
      src={shownSrc(image)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading="lazy"
      decoding="async"
      data-fallback={placeholderSrc(image)}
    />
  )
  if (!image.sources?.length) return img
  return (
    <picture>
      <PictureSources image={image} sizes={defaultSizes('lazy')} />
      {img}
    </picture>
  )
}
