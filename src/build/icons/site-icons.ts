import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Site } from '../../schema/site.ts'
import { filledColors } from '../../theme/palette.ts'
import { PublicFiles } from '../../validation/public-files.ts'
import { FileFactsStore } from '../images/file-facts.ts'
import { cacheKey, cachedFiles, copyOut } from '../images/image-cache.ts'
import { UnreadablePictureError } from '../images/image-variants.ts'
import { writeNewFile } from '../new-file.ts'
import { drawIcons, iconFileName } from './draw-icons.ts'
import { iconFiles, manifestPath, type IconName } from './icon-files.ts'
import { webManifest } from './web-manifest.ts'

export interface SiteIconOptions {
  /** Told when the icons are drawn by this call, because no earlier build had drawn them from this logo. */
  onEncode?: (src: string) => void
}

/** Changing how icons are drawn changes this, so no build reuses icons drawn the old way. */
const recipe = 'icons-1: 192 and 512 contain on transparent, apple 180 at 80% on the background, png level 9'

/**
 * Writes the icons of `iconFiles` made from the site's logo, and the manifest that names them, at the root of
 * `outDir`. The icons of a logo are drawn once, kept in `cacheDir` by the logo's content and the background
 * colour, and linked from there by every later build; a logo file unchanged since it was last read is not read
 * again. Without a logo (or its file), writes nothing. Returns whether it wrote the icons; throws
 * `UnreadablePictureError` for a logo that is no picture.
 */
export async function prepareSiteIcons(
  site: Pick<Site, 'business' | 'theme'>,
  publicDir: string,
  outDir: string,
  cacheDir: string,
  options: SiteIconOptions = {},
): Promise<boolean> {
  const { logo } = site.business
  const file = logo && new PublicFiles(publicDir).pathOf(logo)
  if (!logo || !file) return false
  const background = filledColors(site.theme?.colors).background
  const store = await FileFactsStore.open(cacheDir)
  try {
    const read = await store.factsOf(file).catch(() => {
      throw new UnreadablePictureError(logo)
    })
    const key = cacheKey(Buffer.from(read.facts.hash), `${recipe} on ${background}`)
    const entry = await cachedFiles(cacheDir, key, async (folder) => {
      await drawIcons(read.bytes ?? (await readFile(file)), background, folder).catch(() => {
        throw new UnreadablePictureError(logo)
      })
      options.onEncode?.(logo)
      return { background }
    })
    const names = (Object.keys(iconFiles) as IconName[]).map(iconFileName)
    await copyOut(entry, names, outDir, (name) => name)
  } finally {
    await store.save()
  }
  writeNewFile(join(outDir, manifestPath), `${JSON.stringify(webManifest(site), null, 2)}\n`)
  return true
}
