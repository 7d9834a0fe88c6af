import type { ImageRef } from '../model/image.ts'
import { PictureSources, shownSrc } from '../ui/PictureSources.tsx'

/** The logo's height on a wide screen, in CSS pixels: header.css sizes it so, and smaller on phones. */
const logoHeight = 44

/**
 * The business's logo at the top of every page, named by the business (its `alt`). Its width and height, read
 * from the file, keep its place before it loads; a PNG or WebP logo loads the build's smaller copies.
 */
export function HeaderLogo({ picture }: { picture: ImageRef }) {
  const img = (
    <img
      className="masthead__logo"
      src={shownSrc(picture)}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      decoding="async"
    />
  )
  if (!picture.sources?.length) return img
  // A logo whose size could not be read is taken as a wide one, so its copy is sharp enough whatever its shape.
  const shownWidth = picture.width && picture.height ? Math.ceil((logoHeight * picture.width) / picture.height) : 240
  return (
    <picture>
      <PictureSources image={picture} sizes={`${shownWidth}px`} />
      {img}
    </picture>
  )
}
