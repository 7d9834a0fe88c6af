import Fastify, { type FastifyInstance } from 'fastify'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sharp } from '../../../src/build/images/sharp.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../storage/database.ts'
import { tokenGuard } from '../../testing/editor-stand-ins.ts'
import { createPool } from '../../pool.ts'
import { draftStore } from '../drafts/drafts.ts'
import type { LibraryPicture } from '../../../src/model/contracts/library-picture.ts'
import { serveUploads } from './serve-uploads.ts'
import { uploadRoutes } from './upload-routes.ts'

const project = mkdtempSync(join(tmpdir(), 'upload-routes-project-'))
const dataDir = mkdtempSync(join(tmpdir(), 'upload-routes-data-'))
const publicDir = join(project, 'public')
const uploads = join(publicDir, 'images', 'uploads')
const outside = join(project, 'site.yaml')

const guard = tokenGuard
const work = createPool({ maxThreads: 1 })

let liveText = ''
let db: Db
let app: FastifyInstance
let base = ''

beforeAll(async () => {
  db = openDatabase(dataDir)
  app = Fastify()
  app.addHook('onRequest', serveUploads(publicDir))
  await app.register(uploadRoutes, {
    projectRoot: project,
    guard,
    publisher: { current: () => ({ text: liveText, version: 'v1' }) },
    db,
    work,
    log: () => {},
  })
  // Stands for the served site: whatever the uploads hook leaves alone ends here.
  app.get('/*', (_request, reply) => reply.code(404).type('text/html').send('<h1>Not found</h1>'))
  base = await app.listen({ host: '127.0.0.1', port: 0 })
})

afterAll(async () => {
  await app?.close()
  await work.close()
  db?.close()
  for (const dir of [project, dataDir]) rmSync(dir, { recursive: true, force: true })
})

beforeEach(() => {
  rmSync(publicDir, { recursive: true, force: true })
  mkdirSync(join(publicDir, 'images', 'services'), { recursive: true })
  writeFileSync(join(publicDir, 'images', 'services', 'carpet.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(publicDir, 'images', 'blog.jpg'), 'not really')
  writeFileSync(outside, 'business: {}\n')
  db.exec('DELETE FROM drafts')
  liveText = 'business: {}\n'
})

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } }).jpeg()

function upload(body: Buffer | string, name?: string) {
  return fetch(`${base}/admin/api/uploads`, {
    method: 'POST',
    headers: {
      'x-csrf-token': 'test',
      'content-type': 'application/octet-stream',
      ...(name === undefined ? {} : { 'x-file-name': name }),
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  })
}

async function uploaded(name: string, width = 64, height = 48): Promise<string> {
  const response = await upload(await photo(width, height).toBuffer(), name)
  expect(response.status).toBe(201)
  return ((await response.json()) as { src: string }).src
}

const call = (method: string, path: string) =>
  fetch(`${base}/admin/api/${path}`, { method, headers: { 'x-csrf-token': 'test' } })

const listed = async (path: string): Promise<LibraryPicture[]> =>
  ((await (await call('GET', path)).json()) as { pictures: LibraryPicture[] }).pictures

describe('POST /admin/api/uploads', () => {
  it('stores a sideways camera photo upright and at most 2560 pixels long', async () => {
    const sideways = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#a73' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()

    const response = await upload(sideways, encodeURIComponent('Sofa – before.jpg'))

    expect(response.status).toBe(201)
    const stored = (await response.json()) as { src: string; width: number; height: number }
    expect(stored).toMatchObject({ width: 1920, height: 2560 })
    expect(stored.src).toMatch(/^\/images\/uploads\/sofa-before-[0-9a-f]{8}\.jpg$/)
    const metadata = await sharp(join(publicDir, stored.src)).metadata()
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([1920, 2560, undefined])
  })

  it.each([
    [
      'a malformed file name',
      '%E0%A4%A',
      400,
      "The picture's file name could not be read; rename the file and choose it again.",
    ],
  ])('refuses %s with %i in a sentence', async (_case, name, status, message) => {
    const response = await upload(await photo(8, 8).toBuffer(), name)

    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ error: message })
    expect(existsSync(uploads)).toBe(false)
  })

  it('refuses a picture over 60 megapixels, an HEIC photo and an SVG, each in a sentence', async () => {
    const huge = await sharp({
      create: { width: 10_000, height: 6_001, channels: 3, background: 'white' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 1 })
      .toBuffer()
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')])
    const answers = []
    for (const body of [huge, heic, '<svg xmlns="http://www.w3.org/2000/svg"/>']) {
      const response = await upload(body, 'picture.jpg')
      answers.push([response.status, ((await response.json()) as { error: string }).error])
    }

    expect(answers).toEqual([
      [
        422,
        'The picture is 10,000 × 6,001 pixels, more than the 60 megapixels a picture can have, so save a smaller copy and upload that.',
      ],
      [
        415,
        "This photo is in the iPhone's own format (HEIC), which browsers cannot show, so take or choose it again with the button here, or save it as a JPEG first.",
      ],
      [415, 'This file is an SVG drawing. Upload a photo (JPEG, PNG, WebP or AVIF) instead.'],
    ])
    expect(existsSync(uploads)).toBe(false)
  })
})

describe('the picture library', () => {
  it('lists the pictures under images, uploads first and newest first', async () => {
    const older = await uploaded('older.jpg')
    await new Promise((done) => setTimeout(done, 20))
    const newer = await uploaded('newer.jpg', 32, 32)

    const pictures = await listed('pictures')

    expect(pictures.map(({ src, isUpload }) => [src, isUpload])).toEqual([
      [newer, true],
      [older, true],
      ['/images/blog.jpg', false],
      ['/images/services/carpet.svg', false],
    ])
  })

  it('answers 401 without a session', async () => {
    expect((await fetch(`${base}/admin/api/pictures`)).status).toBe(401)
    expect((await fetch(`${base}/admin/api/pictures/unused`)).status).toBe(401)
    expect((await fetch(`${base}/admin/api/uploads/x.jpg`, { method: 'DELETE' })).status).toBe(401)
  })
})

describe('thumbnails', () => {
  const thumbnail = (src: string, headers: Record<string, string> = { cookie: 'admin_session=test' }) =>
    fetch(`${base}/admin/api/pictures/thumbnail?src=${encodeURIComponent(src)}`, { headers })

  it('makes a small upright WebP of a photo for a browser with a session, and says when it has not changed', async () => {
    const src = await uploaded('big.jpg', 4000, 3000)

    const answer = await thumbnail(src)

    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/webp'])
    const metadata = await sharp(Buffer.from(await answer.arrayBuffer())).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 320, 240])
    const again = await thumbnail(src, { cookie: 'admin_session=test', 'if-none-match': answer.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect((await thumbnail(src, {})).status).toBe(401)
  })

  it.each([
    ['a file outside the pictures', '/images/../site.yaml'],
    ['a drawing', '/images/services/carpet.svg'],
    ['a photo that is not there', '/images/uploads/gone-1a2b3c4d.jpg'],
    ['an address that is no site path', 'site.yaml'],
  ])('answers 404 in a sentence for %s', async (_case, src) => {
    const answer = await thumbnail(src)

    expect([answer.status, await answer.json()]).toEqual([404, { error: 'There is no such picture.' }])
  })

  it('answers 422 in a sentence for a photo that cannot be read', async () => {
    const answer = await thumbnail('/images/blog.jpg')

    expect([answer.status, await answer.json()]).toEqual([422, { error: 'This picture could not be read.' }])
  })
})

describe('unused uploads', () => {
  it('lists the uploads neither the live site nor any draft uses, and removes one of them', async () => {
    const live = await uploaded('on-the-site.jpg', 10, 10)
    const drafted = await uploaded('in-a-draft.jpg', 11, 11)
    const unused = await uploaded('forgotten.jpg', 12, 12)
    liveText = `pages:\n  /:\n    blocks:\n      - { type: hero, image: { src: ${live}, alt: A sofa } }\n`
    const drafts = draftStore(db)
    const draft = drafts.create({ text: liveText, version: 'v1' })
    drafts.save(draft.id, draft.revision, `${liveText}blog:\n  posts:\n    - content: '![A rug](${drafted})'\n`)

    expect((await listed('pictures/unused')).map((picture) => picture.src)).toEqual([unused])

    const name = unused.split('/').pop()!
    const removal = await call('DELETE', `uploads/${name}`)
    expect(removal.status).toBe(204)
    expect(existsSync(join(publicDir, unused))).toBe(false)
    expect(await listed('pictures/unused')).toEqual([])
    expect(readdirSync(uploads).sort()).toEqual([drafted, live].map((src) => src.split('/').pop()).sort())
  })

  it('keeps an upload still in use, and says why', async () => {
    const live = await uploaded('on-the-site.jpg')
    liveText = `image: { src: ${live}, alt: A sofa }\n`

    const removal = await call('DELETE', `uploads/${live.split('/').pop()}`)

    expect(removal.status).toBe(409)
    expect(await removal.json()).toEqual({
      error: 'This picture is used on the website or in changes not yet published, so it was kept.',
    })
    expect(existsSync(join(publicDir, live))).toBe(true)
  })

  const notAnUpload = 'Only pictures uploaded in the editor can be removed here.'
  it.each([
    ['a name that leaves the folder', encodeURIComponent('../../site.yaml'), 400, notAnUpload],
    ['a picture that is not an upload', encodeURIComponent('../blog.jpg'), 400, notAnUpload],
    ['a name in capitals', 'SOFA.JPG', 400, notAnUpload],
    ['a folder', 'nested', 400, notAnUpload],
    [
      'an upload that is not there',
      'gone-1a2b3c4d.jpg',
      404,
      'There is no such picture; it may have been removed already.',
    ],
  ])('refuses %s and removes nothing', async (_case, name, status, message) => {
    await uploaded('kept.jpg')

    const removal = await call('DELETE', `uploads/${name}`)

    expect(removal.status).toBe(status)
    expect(await removal.json()).toEqual({ error: message })
    expect(readdirSync(uploads)).toHaveLength(1)
    expect(existsSync(outside)).toBe(true)
    expect(existsSync(join(publicDir, 'images', 'blog.jpg'))).toBe(true)
  })
})

describe('serving uploads before they are published', () => {
  it('serves a new upload at its site address, and leaves every other address to the site', async () => {
    const src = await uploaded('fresh.jpg')

    const picture = await fetch(`${base}${src}`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(64)
    const again = await fetch(`${base}${src}`, { headers: { 'if-none-match': picture.headers.get('etag')! } })
    expect(again.status).toBe(304)

    for (const path of [
      '/images/uploads/missing-1a2b3c4d.jpg',
      '/images/uploads/..%2F..%2Fsite.yaml',
      '/images/blog.jpg',
    ])
      expect([path, (await fetch(`${base}${path}`)).status]).toEqual([path, 404])
  })
})
