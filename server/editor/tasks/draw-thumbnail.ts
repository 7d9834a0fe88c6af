import { sharp } from '../../../src/build/images/sharp.ts'

/** The long side of a thumbnail, in pixels: twice the editor's largest thumbnail, for sharp phone screens. */
const thumbnailSide = 320

/** A small upright WebP of the photo in `file`; throws when the file cannot be read as a picture. */
export async function drawThumbnail({ file }: { file: string }): Promise<Uint8Array> {
  return sharp(file)
    .autoOrient()
    .resize({ width: thumbnailSide, height: thumbnailSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer()
}
