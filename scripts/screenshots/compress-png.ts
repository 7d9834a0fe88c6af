import { sharp } from '../../src/build/images/sharp.ts'

/**
 * A screenshot as the smallest PNG that keeps it readable: lossless when that fits in `maxBytes`, else reduced to a
 * palette of 256 colours (dithered, so photos keep their gradients), which screenshots of pages survive well.
 */
export async function compressPng(screenshot: Buffer, maxBytes: number): Promise<Buffer> {
  // sharp's `effort` would make it a palette, so the lossless one sets only the compression.
  const lossless = await sharp(screenshot).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
  if (lossless.length <= maxBytes) return lossless
  return sharp(screenshot).png({ compressionLevel: 9, effort: 10, palette: true, quality: 90 }).toBuffer()
}
