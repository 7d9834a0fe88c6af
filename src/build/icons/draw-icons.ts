import { join } from 'node:path'
import { sharp } from '../images/sharp.ts'
import { iconFiles, type IconName } from './icon-files.ts'

/** The most an SVG is enlarged when drawn, so a tiny drawing cannot ask for a gigantic canvas. */
const maxDensity = 72 * 16
/** Of the iPhone's icon, the share the logo takes: the rest is margin, clear of the rounded corners iOS cuts. */
const appleLogoShare = 0.8
const transparent = { r: 0, g: 0, b: 0, alpha: 0 }

/** The file name of an icon in the cache entry: its name on the site without the slash. */
export const iconFileName = (name: IconName): string => iconFiles[name].path.slice(1)

/**
 * Draws every icon of `iconFiles` from the logo's bytes into `folder`: the logo whole and centred on a
 * transparent square, and for the iPhone inside a margin on `background`, with nothing transparent left.
 */
export async function drawIcons(logo: Buffer, background: string, folder: string): Promise<void> {
  const largest = iconFiles.large.size
  const square = await logoSquare(logo, largest)
  const fitted = (size: number) => sharp(square).resize(size, size)
  const { small, large, apple } = iconFiles
  const appleLogo = await fitted(Math.round(apple.size * appleLogoShare))
    .png()
    .toBuffer()
  const appleIcon = await sharp({ create: { width: apple.size, height: apple.size, channels: 3, background } })
    .composite([{ input: appleLogo, gravity: 'centre' }])
    .png()
    .toBuffer()
  await Promise.all([
    fitted(small.size)
      .png({ compressionLevel: 9 })
      .toFile(join(folder, iconFileName('small'))),
    fitted(large.size)
      .png({ compressionLevel: 9 })
      .toFile(join(folder, iconFileName('large'))),
    // Composed over a background, the picture still carries the logo's transparency: flattened, it has none.
    sharp(appleIcon)
      .flatten({ background })
      .png({ compressionLevel: 9 })
      .toFile(join(folder, iconFileName('apple'))),
  ])
}

/** The logo drawn whole into a transparent `size` square, a drawing at the size it is drawn to (never enlarged, blurred). */
async function logoSquare(logo: Buffer, size: number): Promise<Buffer> {
  const { format, width = size, height = size } = await sharp(logo).metadata()
  const scale = size / Math.max(width, height)
  const density = format === 'svg' ? Math.min(maxDensity, Math.max(1, 72 * scale)) : undefined
  return sharp(logo, density ? { density } : {})
    .rotate()
    .resize(size, size, { fit: 'contain', background: transparent })
    .png()
    .toBuffer()
}
