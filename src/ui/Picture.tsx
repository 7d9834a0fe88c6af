import type { ImageRef } from '../model/image.ts'
import { defaultSizes, PictureSources, shownSrc } from './PictureSources.tsx'

interface PictureProps {
  image: ImageRef
  className?: string
  /** "eager" for the first picture a visitor sees; everything else waits until it is near the screen. */
  loading?: 'lazy' | 'eager'
  /** How wide the picture is shown, as in the HTML `sizes` attribute; by default measured or the window's width. */
  sizes?: string
  /**
   * Swaps the picture for a plain placeholder when its file fails to load (a post's picture, which the editor may
   * have removed). The page's scripts make the swap (src/islands/image-fallback.ts), also for a failure before they
   * started.
   */
  hasFallback?: boolean
}

/** The placeholder the server draws for a picture that could not be loaded. */
export const placeholderSrc = (image: ImageRef): string =>
  `/api/placeholder/${image.width ?? 600}/${image.height ?? 400}`

/**
 * A picture from site.yaml: for photos the AVIF and WebP copies the build made at the layout's widths, and a
 * resized JPEG for browsers that take neither; never the original photo. A drawing (SVG) is drawn as it is.
 */
export function Picture({
  image,
  className,
  loading = 'lazy',
  sizes = defaultSizes(loading),
  hasFallback = false,
}: PictureProps) {
  const img = (
    <img
      src={shownSrc(image)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={loading}
      decoding="async"
      {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
      {...(hasFallback ? { 'data-fallback': placeholderSrc(image) } : {})}
    />
  )
  if (!image.sources?.length) return img
  return (
    <picture>
      <PictureSources image={image} sizes={sizes} />
      {img}
    </picture>
  )
}
