import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { imageSize } from 'image-size'
import { isRecord } from '../model/is-record.ts'
import type { PublicFiles } from './public-files.ts'

/**
 * Adds `width` and `height`, read from the file, to every picture ({ src, alt }) in the site,
 * so pages reserve the right space before pictures load.
 */
export function addImageSizes<T>(value: T, publicFiles: PublicFiles): T {
  const cache = new Map<string, Size | undefined>()
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

interface Size {
  width: number
  height: number
}

/** How much of a picture is read to find its size: its start, a longer start, then (rarely) the whole file. */
const headerReads = [64 * 1024, 1024 * 1024]
/** Sizes already found, by file, with the file's size and modification time when it was read. */
const knownSizes = new Map<string, { bytes: number; mtimeMs: number; size: Size | undefined }>()

function readSize(publicFiles: PublicFiles, src: string): Size | undefined {
  const file = publicFiles.pathOf(src)
  if (!file) return undefined
  try {
    return uprightSizeOf(file)
  } catch {
    return undefined
  }
}

/**
 * The size a picture is shown at (turned upright as its EXIF orientation says), read from the start of the
 * file only: a camera photo's size sits in its first few kilobytes. A file unchanged since it was last read
 * (same size and modification time) is not read again.
 */
export function uprightSizeOf(file: string): Size | undefined {
  const descriptor = openSync(file, 'r')
  try {
    const { size: bytes, mtimeMs } = fstatSync(descriptor)
    const known = knownSizes.get(file)
    if (known && known.bytes === bytes && known.mtimeMs === mtimeMs) return known.size
    const size = readHeaderSize(descriptor, bytes)
    knownSizes.set(file, { bytes, mtimeMs, size })
    return size
  } finally {
    closeSync(descriptor)
  }
}

function readHeaderSize(descriptor: number, bytes: number): Size | undefined {
  for (const limit of [...headerReads.filter((read) => read < bytes), bytes]) {
    const start = Buffer.alloc(limit)
    const read = readSync(descriptor, start, 0, limit, 0)
    try {
      const { width, height, orientation = 1 } = imageSize(start.subarray(0, read))
      if (!width || !height) return undefined
      // Orientations 5 to 8 turn the picture a quarter: it is shown as tall as it is stored wide.
      return orientation >= 5 ? { width: height, height: width } : { width, height }
    } catch {
      // The size lies further in than was read (a long EXIF or colour profile first), or the file is no picture.
    }
  }
  return undefined
}
