import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sharp } from './sharp.ts'
import type { RouteData } from '../../model/site-data.ts'
import { PublicFiles } from '../../validation/public-files.ts'
import { previewImage } from '../html/route-document.ts'
import { FileFactsStore } from './file-facts.ts'
import { cacheKey, cachedFiles, copyOut } from './image-cache.ts'
import { mapConcurrent, pictureWorkers } from './map-concurrent.ts'
import { ogImageSize } from './og-image-facts.ts'
import { imagesFolder, nameStem } from './variant-names.ts'

export interface OgImageOptions {
  /** Told of each picture drawn by this call, because no earlier build had drawn it. */
  onEncode?: (src: string) => void
  /** Told of a picture that could not be drawn; its pages share the site's default picture instead. */
  onWarning?: (message: string) => void
  /** Told of each picture file read by this call, because no earlier build had read it as it is now. */
  onRead?: (file: string) => void
}

/** Changing how previews are drawn changes this, so no build reuses files drawn the old way. */
const recipe = 'og-2: 1200x630 cover centre, on white, png level 9 or mozjpeg q82, whichever is smaller'
/** The most an SVG is enlarged when drawn, so a tiny icon cannot ask for a gigantic canvas. */
const maxDensity = 72 * 16

/**
 * Draws a 1200×630 PNG or JPEG for link previews from each route's shared picture (SVG or photo), once per
 * distinct picture, into `<outDir>/_images/`, reusing what an earlier build drew (kept in `cacheDir`). A route
 * without a picture, or whose picture cannot be drawn, gets the home page's (or else the first route's).
 * Returns the picture's address by route path.
 */
export async function prepareOgImages(
  routes: readonly RouteData[],
  publicDir: string,
  outDir: string,
  cacheDir: string,
  options: OgImageOptions = {},
): Promise<Map<string, string>> {
  const publicFiles = new PublicFiles(publicDir)
  const store = await FileFactsStore.open(cacheDir)
  const wanted = new Map(routes.map((route) => [route.path, previewImage(route)]))
  const sources = [...new Set([...wanted.values()].filter((src): src is string => src !== undefined))]
  const drawn = new Map(
    await mapConcurrent(sources, pictureWorkers(), async (src) => {
      const file = publicFiles.pathOf(src)
      try {
        return [src, file ? await ogImageOf(src, file, store, outDir, cacheDir, options) : undefined] as const
      } catch (error) {
        options.onWarning?.(`${src}: could not draw a link-preview picture (${(error as Error).message}).`)
        return [src, undefined] as const
      }
    }),
  )
  await store.save()
  const home = drawn.get(wanted.get('/') ?? '')
  const fallback = home ?? [...drawn.values()].find((url) => url !== undefined)
  const byRoute = new Map<string, string>()
  for (const [path, src] of wanted) {
    const url = (src === undefined ? undefined : drawn.get(src)) ?? fallback
    if (url) byRoute.set(path, url)
  }
  return byRoute
}

async function ogImageOf(
  src: string,
  file: string,
  store: FileFactsStore,
  outDir: string,
  cacheDir: string,
  options: OgImageOptions,
): Promise<string> {
  const read = await store.factsOf(file, options.onRead)
  const hash = cacheKey(Buffer.from(read.facts.hash), recipe)
  const entry = await cachedFiles(cacheDir, hash, async (folder) => {
    const extension = await draw(read.bytes ?? (await readFile(file)), folder)
    options.onEncode?.(src)
    return { extension }
  })
  const name = `og-${nameStem(src)}-${hash.slice(0, 8)}.${entry.facts.extension}`
  await copyOut(entry, [`og.${entry.facts.extension}`], join(outDir, imagesFolder), () => name)
  return `/${imagesFolder}/${name}`
}

/** Writes og.png or og.jpg into `folder`, whichever is smaller, and returns its extension. */
async function draw(bytes: Buffer, folder: string): Promise<'png' | 'jpg'> {
  const { width, height } = ogImageSize
  const { format, width: fromWidth = width, height: fromHeight = height } = await sharp(bytes).metadata()
  // An SVG is drawn at the size it will be cropped to, not drawn small and enlarged (blurred).
  const scale = Math.max(width / fromWidth, height / fromHeight)
  const density = format === 'svg' ? Math.min(maxDensity, Math.max(1, 72 * scale)) : undefined
  const { data, info } = await sharp(bytes, density ? { density } : {})
    .rotate()
    .resize(width, height, { fit: 'cover' })
    // Link previews show transparency as black on some networks: white is what the site's pages sit on.
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const cropped = () => sharp(data, { raw: { width, height, channels: info.channels } })
  const [png, jpeg] = await Promise.all([
    cropped().png({ compressionLevel: 9 }).toBuffer(),
    cropped().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  ])
  const [extension, smaller] = png.length <= jpeg.length ? (['png', png] as const) : (['jpg', jpeg] as const)
  await writeFile(join(folder, `og.${extension}`), smaller)
  return extension
}
