import { sharp } from '../../../src/build/images/sharp.ts'

/** The size an owner's phone takes a photo at. */
export const cameraWidth = 4032
export const cameraHeight = 3024

/** A small, seeded random source, so the same seed draws the same photo. */
function seeded(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0
    return state / 2 ** 32
  }
}

/** Random colour cells at `width` across, smoothly enlarged to the photo's size: shapes of that scale. */
async function smoothNoise(random: () => number, width: number): Promise<Buffer> {
  const height = Math.round((width * cameraHeight) / cameraWidth)
  const cells = Buffer.alloc(width * height * 3)
  for (let index = 0; index < cells.length; index++) cells[index] = Math.floor(random() * 256)
  return sharp(cells, { raw: { width, height, channels: 3 } })
    .resize(cameraWidth, cameraHeight, { kernel: 'cubic' })
    .raw()
    .toBuffer()
}

/**
 * A 4032×3024 JPEG of about 2.7 MB that compresses like a phone's photo: broad shapes and gradients that
 * survive resizing, finer texture, and sensor-like noise that makes the original large and vanishes when
 * it is made smaller. Each seed gives a different photo, so no two slots share one file.
 */
export async function cameraPhoto(seed: number): Promise<Buffer> {
  const random = seeded(seed + 1)
  const [shapes, texture] = await Promise.all([smoothNoise(random, 128), smoothNoise(random, 1008)])
  const pixels = new Uint8ClampedArray(cameraWidth * cameraHeight * 3)
  const tint = [random() * 80, random() * 80, random() * 80]
  for (let y = 0; y < cameraHeight; y++) {
    for (let x = 0; x < cameraWidth; x++) {
      const index = (y * cameraWidth + x) * 3
      const gradients = [(x / cameraWidth) * 80, (y / cameraHeight) * 70 + 20, 100 - (x / cameraWidth) * 60]
      for (let channel = 0; channel < 3; channel++) {
        const at = index + channel
        pixels[at] =
          (gradients[channel] as number) +
          (tint[channel] as number) +
          ((shapes[at] as number) - 128) * 0.6 +
          ((texture[at] as number) - 128) * 0.05 +
          (random() - 0.5) * 27 +
          48
      }
    }
  }
  return sharp(Buffer.from(pixels.buffer), { raw: { width: cameraWidth, height: cameraHeight, channels: 3 } })
    .jpeg({ quality: 87 })
    .toBuffer()
}
