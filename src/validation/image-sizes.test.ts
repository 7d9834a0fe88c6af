import type * as NodeFs from 'node:fs'
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sharp } from '../build/images/sharp.ts'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { addImageSizes, uprightSizeOf } from './image-sizes.ts'
import { PublicFiles } from './public-files.ts'

/** How many bytes each read of a file asked for. */
const reads = vi.hoisted(() => [] as number[])
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>()
  const readSync = (...args: unknown[]) => {
    reads.push(args[3] as number)
    return (fs.readSync as (...all: unknown[]) => number)(...args)
  }
  return { ...fs, readSync, default: { ...fs, readSync } }
})

const folder = mkdtempSync(join(tmpdir(), 'image-sizes-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
beforeEach(() => {
  reads.length = 0
})

/** A photo of `width`×`height` in noise, so it is as large as a camera's: about 2 MB at 1600×1200. */
async function photo(name: string, width: number, height: number, orientation?: number): Promise<string> {
  const noise = Buffer.alloc(width * height * 3)
  for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24
  let image = sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 })
  if (orientation) image = image.withMetadata({ orientation })
  const file = join(folder, name)
  writeFileSync(file, await image.toBuffer())
  return file
}

/** A JPEG segment of `bytes` comment bytes, as cameras put long EXIF blocks and colour profiles before the size. */
const comment = (bytes: number) =>
  Buffer.concat([Buffer.from([0xff, 0xfe, bytes >> 8, bytes & 0xff]), Buffer.alloc(bytes - 2, 0x20)])

describe('picture sizes', () => {
  it('reads a camera-sized photo’s size from its first 64 KiB alone', async () => {
    const file = await photo('large.jpg', 1600, 1200)
    expect(statSync(file).size).toBeGreaterThan(1024 * 1024)
    expect(uprightSizeOf(file)).toEqual({ width: 1600, height: 1200 })
    expect(reads).toEqual([64 * 1024])
  })

  it('reads further only when the size lies further in', async () => {
    const plain = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer()
    const file = join(folder, 'long-header.jpg')
    writeFileSync(file, Buffer.concat([plain.subarray(0, 2), comment(65_000), comment(65_000), plain.subarray(2)]))
    expect(uprightSizeOf(file)).toEqual({ width: 40, height: 30 })
    // Past the first 64 KiB, this small file is read whole.
    expect(reads).toEqual([64 * 1024, statSync(file).size])
  })

  it('gives a photo taken sideways its upright size', async () => {
    expect(uprightSizeOf(await photo('sideways.jpg', 60, 40, 6))).toEqual({ width: 40, height: 60 })
    expect(uprightSizeOf(await photo('upside-down.jpg', 60, 40, 3))).toEqual({ width: 60, height: 40 })
  })

  it('reads an unchanged file once, and a changed one again', async () => {
    const file = await photo('kept.jpg', 80, 60)
    uprightSizeOf(file)
    expect(uprightSizeOf(file)).toEqual({ width: 80, height: 60 })
    expect(reads).toHaveLength(1)
    await photo('kept.jpg', 90, 60)
    const later = new Date(Date.now() + 5000)
    utimesSync(file, later, later)
    expect(uprightSizeOf(file)).toEqual({ width: 90, height: 60 })
    expect(reads).toHaveLength(2)
  })

  it('adds the sizes to every picture of the site, and none to a file that is no picture', async () => {
    await photo('card.jpg', 120, 90)
    writeFileSync(join(folder, 'notes.jpg'), 'not a picture')
    const site = { hero: { image: { src: '/card.jpg', alt: 'A card' } }, cards: [{ src: '/notes.jpg', alt: 'Notes' }] }
    expect(addImageSizes(site, new PublicFiles(folder))).toEqual({
      hero: { image: { src: '/card.jpg', alt: 'A card', width: 120, height: 90 } },
      cards: [{ src: '/notes.jpg', alt: 'Notes' }],
    })
  })
})
