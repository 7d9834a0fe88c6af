import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sharp } from './sharp.ts'
import type { ImageSource } from '../../model/image.ts'
import { PublicFiles } from '../../validation/public-files.ts'
import { cacheKey, cachedFiles, copyOut } from './image-cache.ts'
import { FileFactsStore, type FileFacts } from './file-facts.ts'
import { mapConcurrent, pictureWorkers } from './map-concurrent.ts'
import { pictureSources } from './site-images.ts'
import {
  fallbackSrc,
  fallbackWidth,
  imagesFolder,
  nameStem,
  variantFileName,
  variantFormats,
  variantSources,
  variantWidths,
} from './variant-names.ts'

/** What the build made of one photo. */
export interface ImageVariants {
  /** The widths written, narrowest first. */
  widths: number[]
  /** For the <picture> element, best format first. */
  sources: ImageSource[]
  /** The resized JPEG the <img> itself loads. */
  fallback: string
}

export interface VariantOptions {
  /** Told of each picture encoded by this call, because no earlier build had encoded it. */
  onEncode?: (src: string) => void
  /** Told of each picture file read by this call, because no earlier build had read it as it is now. */
  onRead?: (file: string) => void
}

/** Changing how variants are made changes this, so no build reuses files made the old way. */
const recipe = 'variants-3: upright, slot ladder, avif q50 e3, webp q74, jpeg fallback q74 mozjpeg, no metadata'
const rasterFormats = new Set(['jpeg', 'png', 'webp'])

/** A picture the site names that cannot be turned into smaller copies; the message names it in plain words. */
export class UnreadablePictureError extends Error {
  readonly src: string
  constructor(src: string) {
    super(`The picture "${src}" could not be read: it may be damaged or not a photo, so please replace it.`)
    this.name = 'UnreadablePictureError'
    this.src = src
  }
}

/**
 * Writes every JPEG, PNG and WebP picture the site refers to as AVIF and WebP at the widths of the ladder, and as
 * one resized JPEG, into `<outDir>/_images/`, without metadata. A file read by an earlier build and unchanged since
 * (same size and time) is not read again, and pictures an earlier build encoded are linked from `cacheDir`.
 * Returns the variants by picture address; drawings (SVG) and missing files are left out. Throws
 * `UnreadablePictureError` for a file that is not a picture sharp can read.
 */
export async function prepareImageVariants(
  site: object,
  publicDir: string,
  outDir: string,
  cacheDir: string,
  options: VariantOptions = {},
): Promise<Map<string, ImageVariants>> {
  const publicFiles = new PublicFiles(publicDir)
  const store = await FileFactsStore.open(cacheDir)
  try {
    const made = await mapConcurrent(pictureSources(site), pictureWorkers(), async (src) => {
      const file = publicFiles.pathOf(src)
      return [src, file ? await variantsOf(src, file, store, outDir, cacheDir, options) : undefined] as const
    })
    return new Map(made.filter((entry): entry is readonly [string, ImageVariants] => entry[1] !== undefined))
  } finally {
    await store.save()
  }
}

async function variantsOf(
  src: string,
  file: string,
  store: FileFactsStore,
  outDir: string,
  cacheDir: string,
  options: VariantOptions,
): Promise<ImageVariants | undefined> {
  let read: { facts: FileFacts; bytes?: Buffer }
  try {
    read = await store.factsOf(file, options.onRead)
  } catch {
    throw new UnreadablePictureError(src)
  }
  const { facts } = read
  if (facts.format === 'svg') return undefined
  if (!rasterFormats.has(facts.format)) throw new UnreadablePictureError(src)
  const hash = cacheKey(Buffer.from(facts.hash), recipe)
  const entry = await cachedFiles(cacheDir, hash, async (folder) => {
    const bytes = read.bytes ?? (await readFile(file))
    const made = await encode(bytes, variantWidths(facts.width), folder).catch(() => {
      throw new UnreadablePictureError(src)
    })
    options.onEncode?.(src)
    return made
  })
  const { widths, fallbackAt } = entry.facts
  const stem = nameStem(src)
  const names = [
    ...widths.flatMap((width) => variantFormats.map(({ extension }) => `${width}.${extension}`)),
    `${fallbackAt}.jpg`,
  ]
  await copyOut(entry, names, join(outDir, imagesFolder), (name) => {
    const [width, extension] = name.split('.') as [string, string]
    return variantFileName(stem, hash, Number(width), extension)
  })
  return { widths, sources: variantSources(stem, hash, widths), fallback: fallbackSrc(stem, hash, fallbackAt) }
}

/**
 * Writes "<width>.avif" and "<width>.webp" for each width, and "<fallbackAt>.jpg", into `folder`: upright,
 * resized, and with no metadata kept.
 */
async function encode(
  bytes: Buffer,
  widths: number[],
  folder: string,
): Promise<{ widths: number[]; fallbackAt: number }> {
  // Decoded once, turned upright by its EXIF orientation and brought down to the widest variant: raw pixels carry
  // no metadata, and each smaller file then starts from a few megabytes instead of the whole photo.
  const widest = Math.max(...widths)
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: widest })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  const fallbackAt = Math.min(widest, fallbackWidth)
  await Promise.all([
    ...widths.flatMap((width) => [
      pixels()
        .resize({ width })
        .avif({ quality: 50, effort: 3 })
        .toFile(join(folder, `${width}.avif`)),
      pixels()
        .resize({ width })
        .webp({ quality: 74 })
        .toFile(join(folder, `${width}.webp`)),
    ]),
    pixels()
      .resize({ width: fallbackAt })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 74, mozjpeg: true })
      .toFile(join(folder, `${fallbackAt}.jpg`)),
  ])
  return { widths, fallbackAt }
}
