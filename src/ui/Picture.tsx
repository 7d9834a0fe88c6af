import type { ImageRef } from '../model/image.ts'

interface PictureProps {
  image: ImageRef
  className?: string
  /** "eager" for the first picture a visitor sees; everything else waits until it is near the screen. */
  loading?: 'lazy' | 'eager'
  sizes?: string
}

export function Picture({ image, className, loading = 'lazy', sizes }: PictureProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={loading}
      decoding="async"
      sizes={sizes}
      {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
    />
  )
}
