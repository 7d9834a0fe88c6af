import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testShell } from '../../testing/test-shell.ts'
import { themeColor } from '../../theme/theme-css.ts'
import { sharp } from '../images/sharp.ts'
import { iconFiles, manifestPath } from './icon-files.ts'
import { prepareSiteIcons } from './site-icons.ts'
import { shortName } from './web-manifest.ts'

const work = mkdtempSync(join(tmpdir(), 'site-icons-'))
const publicDir = join(work, 'public')
const cacheDir = join(work, 'cache')
afterAll(() => rmSync(work, { recursive: true, force: true }))

// A wide drawing with a transparent background: the icons must keep it whole, and the iPhone's must fill the corners.
const wideLogo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><circle cx="50" cy="50" r="50" fill="#1f4e9e"/>' +
  '<rect x="120" y="20" width="180" height="60" fill="#c2410c"/></svg>'

beforeAll(async () => {
  mkdirSync(join(publicDir, 'images'), { recursive: true })
  writeFileSync(join(publicDir, 'images/logo.svg'), wideLogo)
  writeFileSync(join(publicDir, 'images/broken.png'), 'not a picture at all')
  await sharp({ create: { width: 800, height: 800, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toFile(join(publicDir, 'images/logo.png'))
})

const siteWith = (logo: string | undefined, background?: string) => ({
  business: { ...testShell.business, ...(logo ? { logo } : {}) },
  theme: background ? { colors: { background } } : undefined,
})

let count = 0
async function build(logo: string | undefined, background?: string) {
  const outDir = join(work, `site-${++count}`)
  mkdirSync(outDir)
  const drawn: string[] = []
  const wrote = await prepareSiteIcons(siteWith(logo, background), publicDir, outDir, cacheDir, {
    onEncode: (src) => drawn.push(src),
  })
  return { outDir, wrote, drawn }
}

const sizeOf = async (file: string) => {
  const { width, height, format } = await sharp(readFileSync(file)).metadata()
  return { width, height, format }
}

describe('the icons made from the logo', () => {
  it('are square PNGs of 192, 512 and 180 pixels at the site root, the iPhone’s on the background colour', async () => {
    const { outDir, wrote } = await build('/images/logo.svg', '#fdf6ec')
    expect(wrote).toBe(true)
    for (const { path, size } of Object.values(iconFiles)) {
      expect(await sizeOf(join(outDir, path))).toEqual({ width: size, height: size, format: 'png' })
    }
    const apple = await sharp(readFileSync(join(outDir, iconFiles.apple.path)))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(apple.info.channels).toBe(3)
    expect([...apple.data.subarray(0, 3)]).toEqual([0xfd, 0xf6, 0xec])
    const small = await sharp(readFileSync(join(outDir, iconFiles.small.path)))
      .raw()
      .toBuffer({ resolveWithObject: true })
    // A corner of the wide logo's square stays see-through; its middle is the logo.
    expect(small.data[3]).toBe(0)
    const middle = (96 * 192 + 96) * small.info.channels
    expect(small.data[middle + 3]).toBe(255)
  })

  it('are drawn once for a logo and a background, and taken from the cache by every later build', async () => {
    const first = await build('/images/logo.png')
    const again = await build('/images/logo.png')
    const otherBackground = await build('/images/logo.png', '#101820')
    expect([first.drawn, again.drawn, otherBackground.drawn]).toEqual([['/images/logo.png'], [], ['/images/logo.png']])
    expect(readFileSync(join(again.outDir, iconFiles.large.path))).toEqual(
      readFileSync(join(first.outDir, iconFiles.large.path)),
    )
  })

  it('come with a manifest naming them, the business and the theme’s colours', async () => {
    const { outDir } = await build('/images/logo.svg', '#fdf6ec')
    expect(JSON.parse(readFileSync(join(outDir, manifestPath), 'utf8'))).toEqual({
      name: 'Test Cleaners',
      short_name: 'Test',
      lang: 'en-KE',
      start_url: '/',
      display: 'browser',
      background_color: '#fdf6ec',
      theme_color: themeColor({ colors: { background: '#fdf6ec' } }),
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    })
  })

  it('give a long name a short one for under the icon, of its first words', () => {
    expect(shortName('Sparkle')).toBe('Sparkle')
    expect(shortName('Test Cleaners')).toBe('Test')
    expect(shortName('Mama Njeri Hair & Beauty')).toBe('Mama Njeri')
    expect(shortName('Supercalifragilistic Ltd')).toBe('Supercalifragilistic')
  })

  it('are not made for a site without a logo', async () => {
    const { wrote, outDir } = await build(undefined)
    expect(wrote).toBe(false)
    expect(existsSync(join(outDir, manifestPath))).toBe(false)
  })

  it('name a logo that is no picture in plain words', async () => {
    await expect(build('/images/broken.png')).rejects.toThrow(
      'The picture "/images/broken.png" could not be read: it may be damaged or not a photo, so please replace it.',
    )
  })
})
