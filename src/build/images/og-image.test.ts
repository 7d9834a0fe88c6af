import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sharp } from './sharp.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PostPage } from '../../model/blog-data.ts'
import type { RouteData } from '../../model/site-data.ts'
import { prepareOgImages } from './og-image.ts'

const work = mkdtempSync(join(tmpdir(), 'og-image-'))
const publicDir = join(work, 'public')
const cacheDir = join(work, 'cache')

const svg = (fill: string, width = 1600, height = 900) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
  `<rect width="${width}" height="${height}" fill="${fill}"/><circle cx="50%" cy="50%" r="20%" fill="#f2b84b"/>` +
  `<text x="40" y="120" font-size="80" font-family="Nowhere Sans">Text needs fonts</text></svg>`

const page = (path: string, image?: string): RouteData => ({
  kind: 'page',
  path,
  heading: { text: path, isDrawnByBlock: Boolean(image) },
  page: {
    title: path,
    description: path,
    blocks: image
      ? [{ type: 'hero', heading: path, image: { src: image, alt: '' } }]
      : [{ type: 'rich-text', text: 'x' }],
  },
})
const post = (slug: string, image: string): RouteData => ({
  kind: 'post',
  path: `/blog/${slug}`,
  post: { slug, image: { src: image, alt: '' } } as PostPage,
})

const pictures = ['/images/sofa.svg', '/images/photo.jpg', '/images/tiny.svg']
const posts = Array.from({ length: 1000 }, (_, index) => post(`post-${index}`, pictures[index % 3] ?? ''))
const routes: RouteData[] = [
  page('/', '/images/home.svg'),
  page('/about'),
  page('/broken', '/images/broken.png'),
  { kind: 'redirect', path: '/old', redirect: { from: '/old', to: '/' } },
  ...posts,
]

beforeAll(async () => {
  mkdirSync(join(publicDir, 'images'), { recursive: true })
  writeFileSync(join(publicDir, 'images/home.svg'), svg('#0b5d3b'))
  writeFileSync(join(publicDir, 'images/sofa.svg'), svg('#e8f1ed', 1200, 800))
  writeFileSync(join(publicDir, 'images/tiny.svg'), svg('#d6e9df', 40, 40))
  writeFileSync(join(publicDir, 'images/broken.png'), 'not a picture at all')
  await sharp({
    create: {
      width: 900,
      height: 1400,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg()
    .toFile(join(publicDir, 'images/photo.jpg'))
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('link-preview pictures', () => {
  const out = join(work, 'dist')
  const drawn: string[] = []
  const warnings: string[] = []
  let byRoute: Map<string, string>

  beforeAll(async () => {
    byRoute = await prepareOgImages(routes, publicDir, out, cacheDir, {
      onEncode: (src) => drawn.push(src),
      onWarning: (message) => warnings.push(message),
    })
  })

  it('draws one file per distinct picture, however many routes share it', () => {
    expect(drawn.sort()).toEqual(['/images/home.svg', ...pictures].sort())
    expect(readdirSync(join(out, '_images'))).toHaveLength(4)
    expect(new Set(posts.map((route) => byRoute.get(route.path))).size).toBe(3)
  })

  it('draws 1200×630 PNG or JPEG, from SVG drawings and from photos', async () => {
    for (const file of readdirSync(join(out, '_images'))) {
      const { width, height, format } = await sharp(join(out, '_images', file)).metadata()
      expect({ file, width, height, isPngOrJpeg: format === 'png' || format === 'jpeg' }).toEqual({
        file,
        width: 1200,
        height: 630,
        isPngOrJpeg: true,
      })
    }
    expect(byRoute.get('/blog/post-0')).toMatch(/^\/_images\/og-sofa-[0-9a-f]{8}\.(png|jpg)$/)
    expect(byRoute.get('/blog/post-1')).toMatch(/^\/_images\/og-photo-[0-9a-f]{8}\.(png|jpg)$/)
  })

  it("gives every route without a picture of its own, or with one that cannot be drawn, the home page's", () => {
    const home = byRoute.get('/')
    expect(home).toMatch(/^\/_images\/og-home-/)
    expect(byRoute.get('/about')).toBe(home)
    expect(byRoute.get('/old')).toBe(home)
    expect(byRoute.get('/broken')).toBe(home)
    expect(warnings).toEqual([expect.stringContaining('/images/broken.png')])
  })

  it('reuses what an earlier build drew, without reading an unchanged picture again', async () => {
    const again: string[] = []
    const read: string[] = []
    const second = await prepareOgImages(routes, publicDir, join(work, 'dist-2'), cacheDir, {
      onEncode: (src) => again.push(src),
      onRead: (file) => read.push(file),
    })
    expect(again).toEqual([])
    // Only the file that could not be read is tried again.
    expect(read).toEqual([join(publicDir, 'images/broken.png')])
    expect(second).toEqual(byRoute)
    expect(readdirSync(join(work, 'dist-2', '_images')).sort()).toEqual(readdirSync(join(out, '_images')).sort())
  })
})
