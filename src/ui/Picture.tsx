import type { ImageRef } from '../model/image.ts'
import { defaultSizes, PictureSources } from './PictureSources.tsx'

interface PictureProps {
  image: ImageRef
  className?: string
  /** "eager" for the first picture a visitor sees; everything else waits until it is near the screen. */
  loading?: 'lazy' | 'eager'
  /** How wide the picture is shown, as in the HTML `sizes` attribute; by default measured or the window's width. */
  sizes?: string
}

/** A picture from site.yaml: the original file, and for photos the smaller AVIF and WebP files the build made. */
export function Picture({ image, className, loading = 'lazy', sizes = defaultSizes(loading) }: PictureProps) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={loading}
      decoding="async"
      {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
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
