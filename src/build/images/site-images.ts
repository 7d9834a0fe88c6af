import type { ImageSource } from '../../model/image.ts'
import { mapImages } from '../../validation/image-sizes.ts'

/** Every distinct picture address in the site (or any part of it), in the order they first appear. */
export function pictureSources(site: object): string[] {
  const found = new Set<string>()
  mapImages(site, (image) => {
    found.add(image.src)
    return undefined
  })
  return [...found]
}

/** A copy of the site in which every picture that has variants offers them as `sources`, and its `fallback` JPEG. */
export function withImageVariants<T extends object>(
  site: T,
  variants: ReadonlyMap<string, { sources: ImageSource[]; fallback: string }>,
): T {
  return mapImages(site, (image) => {
    const found = variants.get(image.src)
    return found ? { sources: found.sources, fallback: found.fallback } : undefined
  })
}
