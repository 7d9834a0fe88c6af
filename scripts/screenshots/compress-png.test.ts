import { describe, expect, it } from 'vitest'
import { sharp } from '../../src/build/images/sharp.ts'
import { compressPng } from './compress-png.ts'

/** A screen of `width` × `height`: a flat page, or a grain no lossless PNG can shrink much. */
function screen(width: number, height: number, isNoisy: boolean): Promise<Buffer> {
  const background = { r: 240, g: 240, b: 240 }
  const noise = isNoisy ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 60 } } : {}
  return sharp({ create: { width, height, channels: 3, background, ...noise } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

describe('compressPng', () => {
  it('keeps a screenshot lossless when that is small enough', async () => {
    const original = await screen(375, 740, false)
    const compressed = await compressPng(original, 200_000)
    const metadata = await sharp(compressed).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 375, height: 740 })
    expect(metadata.isPalette).toBe(false)
    expect(compressed.length).toBeLessThan(original.length)
  })

  it('reduces a screenshot to a palette when the lossless one is too large, keeping its size', async () => {
    const original = await screen(200, 150, true)
    const compressed = await compressPng(original, 20_000)
    expect(compressed.length).toBeLessThan(original.length)
    expect(await sharp(compressed).metadata()).toMatchObject({
      format: 'png',
      width: 200,
      height: 150,
      isPalette: true,
    })
  })
})
