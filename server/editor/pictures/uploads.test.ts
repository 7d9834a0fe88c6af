import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { sharp, type Sharp } from '../../../src/build/images/sharp.ts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { maxUploadBytes } from './upload-size.ts'
import { storeUpload, UploadRefused } from './uploads.ts'

let publicDir: string
const uploadsDir = (): string => join(publicDir, 'images', 'uploads')

beforeEach(async () => {
  publicDir = await mkdtemp(join(tmpdir(), 'uploads-test-'))
})

afterEach(async () => {
  await rm(publicDir, { recursive: true, force: true })
})

const gps = {
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' },
}
const xmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>'

/** A busy, repeatable pattern, so the encoders have detail to keep and every run sees the same bytes. */
function photo(width = 64, height = 32): Sharp {
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 37 + Math.floor(index / 97) * 11) % 256
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}

async function gpsPhoto(format: 'jpeg' | 'png' | 'webp' | 'avif'): Promise<Buffer> {
  return photo()[format]().withExif(gps).withXmp(xmp).toBuffer()
}

/** The GPSLatitudeRef of an EXIF block, found by following IFD0's pointer (tag 0x8825) to the GPS IFD. */
function gpsLatitudeRef(exif: Buffer): string | undefined {
  // JPEG, WebP and AVIF put "Exif\0\0" before the TIFF header; PNG does not.
  const tiff = exif.toString('latin1', 0, 6) === 'Exif\0\0' ? exif.subarray(6) : exif
  const isLittleEndian = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number): number => (isLittleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number): number => (isLittleEndian ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const entry = (ifd: number, tag: number): number | undefined => {
    for (let index = 0; index < u16(ifd); index++) if (u16(ifd + 2 + index * 12) === tag) return ifd + 2 + index * 12
    return undefined
  }
  const gpsPointer = entry(u32(4), 0x8825)
  const latitudeRef = gpsPointer === undefined ? undefined : entry(u32(gpsPointer + 8), 0x0001)
  return latitudeRef === undefined ? undefined : tiff.toString('latin1', latitudeRef + 8, latitudeRef + 9)
}

/** A grey PNG one pixel high: tiny on disk, `width` pixels once decoded. */
function onePixelHighPng(width: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(1, 4)
  header[8] = 8 // bits per sample; the rest (grey, no interlace) are zero
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const row = Buffer.alloc(width + 1)
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(row)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function refusal(upload: Promise<unknown>): Promise<UploadRefused> {
  const error = await upload.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof UploadRefused)) throw new Error(`Expected UploadRefused, got ${String(error)}`)
  return error
}

async function storedFiles(): Promise<string[]> {
  return readdir(uploadsDir()).catch(() => [])
}

describe('storeUpload', () => {
  it('removes the GPS position and all other metadata from a photo', async () => {
    const input = await gpsPhoto('jpeg')
    const inputMetadata = await sharp(input).metadata()
    expect(gpsLatitudeRef(inputMetadata.exif!)).toBe('S')
    expect(inputMetadata.xmp).toBeDefined()

    const stored = await storeUpload(input, 'Sofa before.jpg', publicDir)

    expect(stored).toMatchObject({ width: 64, height: 32, format: 'jpeg' })
    expect(stored.src).toMatch(/^\/images\/uploads\/sofa-before-[0-9a-f]{8}\.jpg$/)
    const file = await readFile(join(publicDir, stored.src))
    expect(stored.bytes).toBe(file.length)
    const metadata = await sharp(file).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 32 })
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc, metadata.comments]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(file.includes('Exif')).toBe(false)
    expect(file.includes('xmpmeta')).toBe(false)
  })

  it.each([
    ['png', 'png'],
    ['webp', 'webp'],
    ['avif', 'avif'],
  ] as const)('accepts %s, stores it as .%s and strips its GPS position', async (format, extension) => {
    const input = await gpsPhoto(format)
    expect(gpsLatitudeRef((await sharp(input).metadata()).exif!)).toBe('S')

    const stored = await storeUpload(input, 'garden.jpg', publicDir)

    expect(stored.format).toBe(format)
    expect(stored.src).toMatch(new RegExp(`^/images/uploads/garden-[0-9a-f]{8}\\.${extension}$`))
    const metadata = await sharp(join(publicDir, stored.src)).metadata()
    expect(metadata.format).toBe(format === 'avif' ? 'heif' : format)
    expect([metadata.width, metadata.height, metadata.exif, metadata.xmp]).toEqual([64, 32, undefined, undefined])
  })

  it('turns a photo upright by its EXIF orientation', async () => {
    const sideways = await photo(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    expect((await sharp(sideways).metadata()).orientation).toBe(6)

    const stored = await storeUpload(sideways, 'sideways.jpg', publicDir)

    expect([stored.width, stored.height]).toEqual([20, 40])
    const metadata = await sharp(join(publicDir, stored.src)).metadata()
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([20, 40, undefined])
  })

  it('converts a wide-gamut picture to sRGB instead of keeping its profile', async () => {
    const red = { r: 200, g: 40, b: 40 }
    const displayP3 = await sharp({ create: { width: 8, height: 8, channels: 3, background: red } })
      .png()
      .withIccProfile('p3')
      .toBuffer()
    const [p3Red] = [...(await sharp(displayP3, { ignoreIcc: true }).raw().toBuffer())]
    expect(Math.abs(p3Red! - red.r)).toBeGreaterThan(10)

    const stored = await storeUpload(displayP3, 'red.png', publicDir)

    const file = join(publicDir, stored.src)
    expect((await sharp(file).metadata()).icc).toBeUndefined()
    const [r, g, b] = [...(await sharp(file, { ignoreIcc: true }).raw().toBuffer())]
    expect([r, g, b].map((value, index) => Math.abs(value! - Object.values(red)[index]!) <= 3)).toEqual([
      true,
      true,
      true,
    ])
  })

  it('takes the type from the bytes, not the name', async () => {
    const stored = await storeUpload(await photo().png().toBuffer(), 'holiday.jpg', publicDir)

    expect(stored.format).toBe('png')
    expect(stored.src).toMatch(/^\/images\/uploads\/holiday-[0-9a-f]{8}\.png$/)
  })

  it.each([
    ['an SVG named like a photo', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'],
    [
      'an SVG with a byte-order mark and an XML declaration',
      '\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    ],
  ])('refuses %s with 415', async (_case, svg) => {
    const error = await refusal(storeUpload(Buffer.from(svg), 'photo.jpg', publicDir))

    expect([error.status, error.message]).toEqual([
      415,
      'This file is an SVG drawing. Upload a photo (JPEG, PNG, WebP or AVIF) instead.',
    ])
    expect(await storedFiles()).toEqual([])
  })

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')],
    ['a GIF', Buffer.from('GIF89a\x01\0\x01\0\0\0\0;', 'latin1')],
  ])('refuses %s with 415 and says what it looks like', async (kind, bytes) => {
    const error = await refusal(storeUpload(bytes, 'photo.jpg', publicDir))

    expect(error.status).toBe(415)
    expect(error.message).toContain(`This file is not a picture this site can use (it looks like ${kind}`)
  })

  it("refuses an iPhone's HEIC photo with 415 in one sentence saying what to do", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')])

    const error = await refusal(storeUpload(heic, 'IMG_0001.HEIC', publicDir))

    expect([error.status, error.message]).toEqual([
      415,
      "This photo is in the iPhone's own format (HEIC), which browsers cannot show, so take or choose it again with the button here, or save it as a JPEG first.",
    ])
  })

  it('refuses bytes it cannot name with 415', async () => {
    const error = await refusal(storeUpload(Buffer.from('Just some notes, saved as photo.png'), 'photo.png', publicDir))

    expect([error.status, error.message]).toEqual([
      415,
      'This file is not a picture this site can use. Upload a photo (JPEG, PNG, WebP or AVIF) instead.',
    ])
  })

  it('refuses a file over 10 MB with 413 before reading it, and reads one of exactly 10 MB', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0])
    const tooLarge = Buffer.concat([jpegStart, Buffer.alloc(maxUploadBytes + 1 - jpegStart.length)])
    const tooLargeRefusal = await refusal(storeUpload(tooLarge, 'big.jpg', publicDir))
    expect([tooLargeRefusal.status, tooLargeRefusal.message]).toEqual([
      413,
      'The file is 10.1 MB; pictures can be at most 10 MB.',
    ])

    const atTheLimit = tooLarge.subarray(0, maxUploadBytes)
    expect((await refusal(storeUpload(atTheLimit, 'big.jpg', publicDir))).status).toBe(422)
  })

  it('refuses a truncated JPEG with 422', async () => {
    const whole = await photo(400, 300).jpeg().toBuffer()
    const truncated = whole.subarray(0, whole.length / 2)
    expect((await sharp(truncated).metadata()).width).toBe(400)

    const error = await refusal(storeUpload(truncated, 'cut.jpg', publicDir))

    expect(error.status).toBe(422)
    expect(error.message).toMatch(/could not be read; the file may be damaged or incomplete/)
    expect(await storedFiles()).toEqual([])
  })

  it('refuses an empty file with 422', async () => {
    expect((await refusal(storeUpload(Buffer.alloc(0), 'empty.jpg', publicDir))).status).toBe(422)
  })

  it('refuses a picture over 60 megapixels with 422 in one sentence giving its size', async () => {
    const huge = await sharp({
      create: { width: 10_000, height: 6_001, channels: 3, background: 'white' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 1 })
      .toBuffer()

    const error = await refusal(storeUpload(huge, 'huge.png', publicDir))

    expect([error.status, error.message]).toEqual([
      422,
      'The picture is 10,000 × 6,001 pixels, more than the 60 megapixels a picture can have, so save a smaller copy and upload that.',
    ])
    expect(await storedFiles()).toEqual([])
  })

  it('refuses a 61,000,000 × 1 PNG by its header, before decoding it', async () => {
    const error = await refusal(storeUpload(onePixelHighPng(61_000_000), 'line.png', publicDir))

    expect([error.status, error.message]).toEqual([
      422,
      'The picture is 61,000,000 × 1 pixels, more than the 60 megapixels a picture can have, so save a smaller copy and upload that.',
    ])
  })

  it('scales a camera-sized photo down to 2560 pixels on its long side', async () => {
    const camera = await photo(4032, 3024).jpeg({ quality: 90 }).toBuffer()

    const stored = await storeUpload(camera, 'camera.jpg', publicDir)

    expect([stored.width, stored.height]).toEqual([2560, 1920])
    const metadata = await sharp(join(publicDir, stored.src)).metadata()
    expect([metadata.width, metadata.height]).toEqual([2560, 1920])
  })

  it('turns a sideways camera photo (EXIF orientation 6) upright, then scales it to 2560 pixels high', async () => {
    const sideways = await photo(4000, 3000).jpeg().withMetadata({ orientation: 6 }).toBuffer()

    const stored = await storeUpload(sideways, 'portrait.jpg', publicDir)

    expect([stored.width, stored.height]).toEqual([1920, 2560])
    const metadata = await sharp(join(publicDir, stored.src)).metadata()
    expect([metadata.width, metadata.height, metadata.orientation, metadata.exif]).toEqual([
      1920,
      2560,
      undefined,
      undefined,
    ])
  })

  it('keeps the thread that answers requests free while a camera photo is processed', async () => {
    const camera = await photo(4032, 3024).jpeg({ quality: 80 }).toBuffer()
    let longestGapMs = 0
    let last = performance.now()
    const ticker = setInterval(() => {
      const now = performance.now()
      longestGapMs = Math.max(longestGapMs, now - last)
      last = now
    }, 5)
    const started = performance.now()
    try {
      await storeUpload(camera, 'camera.jpg', publicDir)
    } finally {
      clearInterval(ticker)
    }
    const tookMs = performance.now() - started

    expect(tookMs).toBeGreaterThan(4 * longestGapMs)
    expect(longestGapMs).toBeLessThan(100)
  })

  it('stores a name with folders in it under uploads, keeping only its base', async () => {
    const stored = await storeUpload(await photo().jpeg().toBuffer(), '../../etc/passwd.JPG', publicDir)

    const file = await readFile(join(publicDir, stored.src))
    const hash = createHash('sha256').update(file).digest('hex').slice(0, 8)
    expect(stored.src).toBe(`/images/uploads/passwd-${hash}.jpg`)
    expect(await storedFiles()).toEqual([`passwd-${hash}.jpg`])
  })

  it.each([
    ['C:\\Users\\Wanjiru\\Pictures\\Sofa Before (Ruiru) — Été.JPEG', 'sofa-before-ruiru-ete'],
    ['--Office__Cleaning--.png', 'office-cleaning'],
    ['a'.repeat(30) + ' ' + 'b'.repeat(30) + '.jpg', 'a'.repeat(30) + '-' + 'b'.repeat(9)],
    ['.jpg', 'picture'],
    ['写真.jpg', 'picture'],
    ['', 'picture'],
  ])('names %j after %j', async (originalName, stem) => {
    const stored = await storeUpload(await photo().jpeg().toBuffer(), originalName, publicDir)

    expect(stored.src).toMatch(new RegExp(`^/images/uploads/${stem}-[0-9a-f]{8}\\.jpg$`))
  })

  it('gives the same src for the same upload and leaves one file', async () => {
    const input = await photo().webp().toBuffer()

    const first = await storeUpload(input, 'twice.webp', publicDir)
    const second = await storeUpload(input, 'twice.webp', publicDir)

    expect(second).toEqual(first)
    expect(await storedFiles()).toEqual([first.src.split('/').pop()])
  })

  it('never overwrites a different file that happens to have the same name', async () => {
    const input = await photo().jpeg().toBuffer()
    const expected = await storeUpload(input, 'sofa.jpg', publicDir)
    const clashingName = expected.src.split('/').pop()!
    await rm(uploadsDir(), { recursive: true })
    await mkdir(uploadsDir(), { recursive: true })
    await writeFile(join(uploadsDir(), clashingName), 'another picture')

    const stored = await storeUpload(input, 'sofa.jpg', publicDir)

    expect(stored.src).toMatch(/^\/images\/uploads\/sofa-[0-9a-f]{64}\.jpg$/)
    expect(await readFile(join(uploadsDir(), clashingName), 'utf8')).toBe('another picture')
  })
})
