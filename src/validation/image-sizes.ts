import { readFileSync } from 'node:fs'
import { imageSize } from 'image-size'
import { isRecord } from '../model/is-record.ts'
import type { PublicFiles } from './public-files.ts'

/**
 * Adds `width` and `height`, read from the file, to every picture ({ src, alt }) in the site,
 * so pages reserve the right space before pictures load.
 */
export function addImageSizes<T>(value: T, publicFiles: PublicFiles): T {
  const cache = new Map<string, { width: number; height: number } | undefined>()
  const sizeOf = (src: string) => {
    if (!cache.has(src)) cache.set(src, readSize(publicFiles, src))
    return cache.get(src)
  }
  return mapImages(value, (image) => sizeOf(image.src))
}

/**
 * A copy of `value` in which every picture ({ src, alt }), wherever it sits, has the fields `extra` returns for
 * it added. The one walker that finds the site's pictures.
 */
export function mapImages<T>(value: T, extra: (image: { src: string; alt: string }) => object | undefined): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (!isRecord(node)) return node
    const copy = Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]))
    if (typeof node.src === 'string' && typeof node.alt === 'string') {
      Object.assign(copy, extra({ src: node.src, alt: node.alt }))
    }
    return copy
  }
  return visit(value) as T
}

function readSize(publicFiles: PublicFiles, src: string): { width: number; height: number } | undefined {
  const file = publicFiles.pathOf(src)
  if (!file) return undefined
  try {
    const { width, height } = imageSize(readFileSync(file))
    return width && height ? { width, height } : undefined
  } catch {
    return undefined
  }
}
