import { useEffect, useRef, useState } from 'react'
import type { ImageRef } from '../model/image.ts'

/** The placeholder the server draws for a picture that could not be loaded. */
export const placeholderSrc = (image: ImageRef): string =>
  `/api/placeholder/${image.width ?? 600}/${image.height ?? 400}`

/**
 * A picture that swaps to a plain placeholder when its file fails to load, including a failure
 * that happened before the page's scripts started (React never sees that error event).
 */
export function FallbackImage({ image, className }: { image: ImageRef; className?: string }) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === image.src) setFailed(true)
  }, [image.src])
  return (
    <img
      ref={ref}
      src={failed ? placeholderSrc(image) : image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading="lazy"
      decoding="async"
      onError={failed ? undefined : () => setFailed(true)}
    />
  )
}
