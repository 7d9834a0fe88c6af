import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { ImageSource } from '../../model/image.ts'
import { PublicFiles } from '../../validation/public-files.ts'
import { cacheKey, cachedFiles, copyOut } from './image-cache.ts'
import { mapConcurrent, pictureWorkers } from './map-concurrent.ts'
import { pictureSources } from './site-images.ts'
import {
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
}

export interface VariantOptions {
  /** Told of each picture encoded by this call, because no earlier build had encoded it. */
  onEncode?: (src: string) => void
  /** Told of a picture that could not be read; its pages show the original file. */
  onWarning?: (message: string) => void
}

/** Changing how variants are made changes this, so no build reuses files made the old way. */
const recipe = 'variants-2: upright, at most the widest, avif q50 e2, webp q78, no metadata'
const rasterFormats = new Set(['jpeg', 'png', 'webp'])

/**
 * Writes every JPEG, PNG and WebP picture the site refers to as AVIF and WebP at the widths of the ladder, into
 * `<outDir>/_images/`, without metadata. Each distinct picture is read once; pictures an earlier build has
 * encoded are copied from `cacheDir`. Returns the variants by picture address; other pictures are left out.
 */
export async function prepareImageVariants(
  site: object,
  publicDir: string,
  outDir: string,
  cacheDir: string,
  options: VariantOptions = {},
): Promise<Map<string, ImageVariants>> {
  const publicFiles = new PublicFiles(publicDir)
  const made = await mapConcurrent(pictureSources(site), pictureWorkers(), async (src) => {
    const file = publicFiles.pathOf(src)
    try {
      return [src, file ? await variantsOf(src, file, outDir, cacheDir, options) : undefined] as const
    } catch (error) {
      options.onWarning?.(`${src}: could not make smaller copies (${(error as Error).message}); the original is used.`)
      return [src, undefined] as const
    }
  })
  return new Map(made.filter((entry): entry is readonly [string, ImageVariants] => entry[1] !== undefined))
}

async function variantsOf(
  src: string,
  file: string,
  outDir: string,
  cacheDir: string,
  options: VariantOptions,
): Promise<ImageVariants | undefined> {
  const bytes = await readFile(file)
  const { format, autoOrient } = await sharp(bytes).metadata()
  if (!rasterFormats.has(format)) return undefined
  const hash = cacheKey(bytes, recipe)
  const entry = await cachedFiles(cacheDir, hash, async (folder) => {
    const widths = await encode(bytes, variantWidths(autoOrient.width), folder)
    options.onEncode?.(src)
    return { widths }
  })
  const { widths } = entry.facts
  const stem = nameStem(src)
  const names = widths.flatMap((width) => variantFormats.map(({ extension }) => `${width}.${extension}`))
  await copyOut(entry, names, join(outDir, imagesFolder), (name) => {
    const [width, extension] = name.split('.') as [string, string]
    return variantFileName(stem, hash, Number(width), extension)
  })
  return { widths, sources: variantSources(stem, hash, widths) }
}

/** Writes "<width>.avif" and "<width>.webp" into `folder`: upright, resized, and with no metadata kept. */
async function encode(bytes: Buffer, widths: number[], folder: string): Promise<number[]> {
  // Decoded once, turned upright by its EXIF orientation and brought down to the widest variant: raw pixels carry
  // no metadata, and each smaller file then starts from a few megabytes instead of the whole photo.
  const widest = Math.max(...widths)
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: widest })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  await Promise.all(
    widths.flatMap((width) => [
      pixels()
        .resize({ width })
        .avif({ quality: 50, effort: 2 })
        .toFile(join(folder, `${width}.avif`)),
      pixels()
        .resize({ width })
        .webp({ quality: 78 })
        .toFile(join(folder, `${width}.webp`)),
    ]),
  )
  return widths
}
