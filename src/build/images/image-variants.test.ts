import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sharp } from './sharp.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareImageVariants, UnreadablePictureError } from './image-variants.ts'

const work = mkdtempSync(join(tmpdir(), 'image-variants-'))
const publicDir = join(work, 'public')
const cacheDir = join(work, 'cache')

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e8b57' } })

const site = {
  services: [{ image: { src: '/images/photo.jpg', alt: 'A sofa' } }],
  pages: {
    '/': {
      blocks: [
        { type: 'hero', image: { src: '/images/hero.svg', alt: '' } },
        {
          type: 'gallery',
          images: [
            { src: '/images/small.png', alt: 'Tiles' },
            { src: '/images/mid.webp', alt: 'Mats' },
          ],
        },
        { type: 'card-grid', cards: [{ image: { src: '/images/photo.jpg', alt: 'The same sofa' } }] },
        { type: 'card-grid', cards: [{ image: { src: '/images/missing.jpg', alt: 'Not there' } }] },
        { type: 'cover', image: { src: '/images/turned.jpg', alt: 'Taken with the phone on its side' } },
      ],
    },
  },
}

beforeAll(async () => {
  mkdirSync(join(publicDir, 'images'), { recursive: true })
  await canvas(2400, 1200)
    .withExif({ IFD0: { Artist: 'Jane Private', Copyright: 'Home address here' } })
    .jpeg()
    .toFile(join(publicDir, 'images/photo.jpg'))
  await canvas(600, 400).withMetadata({ orientation: 6 }).jpeg().toFile(join(publicDir, 'images/turned.jpg'))
  await canvas(500, 300).png().toFile(join(publicDir, 'images/small.png'))
  await canvas(800, 600).webp().toFile(join(publicDir, 'images/mid.webp'))
  writeFileSync(join(publicDir, 'images/hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('photo variants', () => {
  const out = join(work, 'dist-1')
  const encoded: string[] = []
  const read: string[] = []
  let variants: Awaited<ReturnType<typeof prepareImageVariants>>

  beforeAll(async () => {
    variants = await prepareImageVariants(site, publicDir, out, cacheDir, {
      onEncode: (src) => encoded.push(src),
      onRead: (file) => read.push(file),
    })
  })

  it('makes variants of each JPEG, PNG and WebP once, however often it is used, and of nothing else', () => {
    const photos = ['/images/mid.webp', '/images/photo.jpg', '/images/small.png', '/images/turned.jpg']
    expect([...variants.keys()].sort()).toEqual(photos)
    expect(encoded.sort()).toEqual(photos)
  })

  it('writes AVIF and WebP at the widths of the layout slots, never wider than the original', async () => {
    expect(variants.get('/images/photo.jpg')?.widths).toEqual([360, 480, 720, 960, 1280, 1920])
    expect(variants.get('/images/small.png')?.widths).toEqual([360, 480, 500])
    expect(variants.get('/images/mid.webp')?.widths).toEqual([360, 480, 720, 800])
    const files = readdirSync(join(out, '_images')).filter((file) => !file.endsWith('.jpg'))
    expect(files).toHaveLength(2 * (6 + 3 + 4 + 2))
    for (const file of files) {
      const [, width, format] = /-(\d+)\.(avif|webp)$/.exec(file) ?? []
      const meta = await sharp(join(out, '_images', file)).metadata()
      expect({ file, width: meta.width, format: meta.format }).toEqual({
        file,
        width: Number(width),
        format: format === 'avif' ? 'heif' : 'webp',
      })
    }
  })

  it('makes one resized JPEG of each photo for the <img>, at most 1280 wide, never the original', async () => {
    const fallbacks = Object.fromEntries([...variants].map(([src, made]) => [src, made.fallback]))
    expect(fallbacks).toEqual({
      '/images/photo.jpg': expect.stringMatching(/^\/_images\/photo-[0-9a-f]{8}-1280\.jpg$/),
      '/images/small.png': expect.stringMatching(/^\/_images\/small-[0-9a-f]{8}-500\.jpg$/),
      '/images/mid.webp': expect.stringMatching(/^\/_images\/mid-[0-9a-f]{8}-800\.jpg$/),
      '/images/turned.jpg': expect.stringMatching(/^\/_images\/turned-[0-9a-f]{8}-400\.jpg$/),
    })
    const meta = await sharp(join(out, fallbacks['/images/photo.jpg'] ?? '')).metadata()
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1280,
      height: 640,
    })
  })

  it('turns a photo upright by its EXIF orientation', async () => {
    expect(variants.get('/images/turned.jpg')?.widths).toEqual([360, 400])
    const [widest] = readdirSync(join(out, '_images')).filter((file) => /^turned-.*-400\.webp$/.test(file))
    const { width, height } = await sharp(join(out, '_images', widest ?? '')).metadata()
    expect({ width, height }).toEqual({ width: 400, height: 600 })
  })

  it('keeps no metadata from the original', async () => {
    expect((await sharp(join(publicDir, 'images/photo.jpg')).metadata()).exif).toBeDefined()
    const photoFiles = readdirSync(join(out, '_images')).filter((file) => file.startsWith('photo-'))
    expect(photoFiles).toHaveLength(13)
    for (const file of photoFiles) {
      const meta = await sharp(join(out, '_images', file)).metadata()
      expect({ file, exif: meta.exif, xmp: meta.xmp, icc: meta.icc }).toEqual({ file })
    }
  })

  it('offers them as srcsets of the files written, best format first', () => {
    const [avif, webp] = variants.get('/images/small.png')?.sources ?? []
    expect(avif?.type).toBe('image/avif')
    expect(webp?.type).toBe('image/webp')
    expect(avif?.srcset).toMatch(
      /^\/_images\/small-[0-9a-f]{8}-360\.avif 360w, \/_images\/small-[0-9a-f]{8}-480\.avif 480w, \/_images\/small-[0-9a-f]{8}-500\.avif 500w$/,
    )
    for (const candidate of [avif, webp].flatMap((source) => source?.srcset.split(', ') ?? [])) {
      const url = candidate.split(' ')[0] ?? ''
      expect(readdirSync(join(out, '_images'))).toContain(url.replace('/_images/', ''))
    }
  })

  it('reuses what an earlier build encoded, writing the same files without reading or encoding again', async () => {
    expect(read).toHaveLength(5)
    const again: string[] = []
    const readAgain: string[] = []
    const second = join(work, 'dist-2')
    const reused = await prepareImageVariants(site, publicDir, second, cacheDir, {
      onEncode: (src) => again.push(src),
      onRead: (file) => readAgain.push(file),
    })
    expect(readAgain).toEqual([])
    expect(again).toEqual([])
    expect(reused).toEqual(variants)
    expect(readdirSync(join(second, '_images')).sort()).toEqual(readdirSync(join(out, '_images')).sort())
  })
})

describe('a picture that changes or cannot be read', () => {
  const changing = { pages: { '/': { blocks: [{ type: 'hero', image: { src: '/images/changing.png', alt: '' } }] } } }

  it('reads a file again once it has changed, and only that file', async () => {
    await canvas(400, 300).png().toFile(join(publicDir, 'images/changing.png'))
    const first = await prepareImageVariants(changing, publicDir, join(work, 'dist-3'), cacheDir)
    await canvas(640, 300).png().toFile(join(publicDir, 'images/changing.png'))
    const read: string[] = []
    const second = await prepareImageVariants(changing, publicDir, join(work, 'dist-4'), cacheDir, {
      onRead: (file) => read.push(file),
    })
    expect(read).toEqual([join(publicDir, 'images/changing.png')])
    expect(first.get('/images/changing.png')?.widths).toEqual([360, 400])
    expect(second.get('/images/changing.png')?.widths).toEqual([360, 480, 640])
  })

  it('refuses a picture it cannot read, naming it in a plain sentence', async () => {
    writeFileSync(join(publicDir, 'images/broken.jpg'), 'not a photo at all')
    const broken = { services: [{ image: { src: '/images/broken.jpg', alt: 'A sofa' } }] }
    const render = prepareImageVariants(broken, publicDir, join(work, 'dist-5'), cacheDir)
    await expect(render).rejects.toBeInstanceOf(UnreadablePictureError)
    await expect(render).rejects.toThrow(
      'The picture "/images/broken.jpg" could not be read: it may be damaged or not a photo, so please replace it.',
    )
  })
})
