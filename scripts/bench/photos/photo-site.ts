import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { pictureSources } from '../../../src/build/images/site-images.ts'
import { cameraPhoto } from './photo-camera.ts'

/** Where the camera photos of the copy are kept, under its public folder. */
const photosFolder = '/images/camera'

/** A copy of a site in which every picture slot shows a camera-sized photo. */
export interface PhotoSite {
  siteYaml: string
  publicDir: string
  /** The photos written, by the address of the picture each replaces. */
  photos: Map<string, string>
}

/** Replaces every picture's address with the one `replace` gives; everything else is kept as it is. */
export function withPictures<T>(site: T, replace: (src: string) => string): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (typeof node !== 'object' || node === null) return node
    const copy = Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]))
    if (typeof copy.src === 'string' && typeof copy.alt === 'string') copy.src = replace(copy.src)
    return copy
  }
  return visit(site) as T
}

/**
 * Writes into `folder` a copy of the site at `root` (site.yaml and public/) in which each distinct
 * picture it names is replaced by its own 4032×3024 camera JPEG of about 2.7 MB. Made afresh each time,
 * never committed.
 */
export async function makePhotoSite(root: string, folder: string): Promise<PhotoSite> {
  const publicDir = join(folder, 'public')
  cpSync(join(root, 'public'), publicDir, { recursive: true })
  const site = parse(readFileSync(join(root, 'site.yaml'), 'utf8')) as object
  const pictures = pictureSources(site)
  const photos = new Map(pictures.map((src, index) => [src, `${photosFolder}/photo-${index + 1}.jpg`]))
  mkdirSync(join(publicDir, photosFolder), { recursive: true })
  for (const [index, photo] of [...photos.values()].entries())
    writeFileSync(join(publicDir, photo), await cameraPhoto(index))
  const siteYaml = join(folder, 'site.yaml')
  const photographed = withPictures(site, (src) => photos.get(src) ?? src)
  writeFileSync(siteYaml, stringify(photographed, { lineWidth: 0, aliasDuplicateObjects: false }))
  return { siteYaml, publicDir, photos }
}
