import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { get as httpGet } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildServer } from './app.ts'
import { settingsFromEnv } from './receiver/settings.ts'
import type { SiteManifest } from '../src/model/manifest.ts'

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'x'.repeat(2000)}</body></html>`

let dist: string
let app: FastifyInstance
let base: string

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'site-dist-'))
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'about/index.html': page('About'),
    '404.html': page('Not found'),
    'blog/404.html': page('Blog post not found'),
    'assets/index-abc123.js': `console.log(${JSON.stringify('y'.repeat(4000))})`,
    '_images/sofa-0123abcd-640.webp': 'RIFF',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'site-manifest.json': JSON.stringify({
      pages: [
        { path: '/', heading: 'Home' },
        { path: '/about', heading: 'About' },
      ],
      redirects: { '/old-about': '/about', '/whatsapp': 'https://wa.me/254712345678' },
      forms: {},
      siteUrl: 'https://cleaners.test',
    } satisfies SiteManifest),
  }
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true })
    writeFileSync(join(dist, name), content)
  }
  const settings = settingsFromEnv({ DATA_DIR: join(dist, '.data') }, 'https://cleaners.test')
  app = await buildServer({ distDir: dist, receiver: { settings } })
  base = await app.listen({ host: '127.0.0.1', port: 0 })
})

afterAll(async () => {
  await app.close()
  rmSync(dist, { recursive: true, force: true })
})

function rawGet(url: string, headers: Record<string, string>): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers, redirect: 'manual' })

describe('the static server', () => {
  it('serves a clean path from its index.html, as HTML that is never cached', async () => {
    const response = await get('/about')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<title>About</title>')
  })

  it('serves the same page with a trailing slash', async () => {
    expect(await (await get('/about/')).text()).toContain('<title>About</title>')
  })

  it('answers an unknown path with 404.html and status 404', async () => {
    const response = await get('/no-such-page')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<title>Not found</title>')
  })

  it("answers an unknown blog post with the blog's own 404 page", async () => {
    const response = await get('/blog/no-such-post')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<title>Blog post not found</title>')
  })

  it('draws a placeholder SVG of the size asked for, within 1 to 4000 pixels', async () => {
    const response = await get('/api/placeholder/640/360')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const svg = await response.text()
    expect(svg).toMatch(/^<svg [^>]*width="640" height="360" viewBox="0 0 640 360"/)
    for (const path of ['/api/placeholder/0/100', '/api/placeholder/5000/100', '/api/placeholder/10/abc']) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 })
    }
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/)
    // fetch decodes gzip itself; a raw request shows the encoding.
    const raw = await rawGet(`${base}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' })
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString()).toContain('yyyy')
  })

  it("caches the build's picture sizes for a year, but not the pictures editors replace in place", async () => {
    expect((await get('/_images/sofa-0123abcd-640.webp')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await get('/favicon.svg')).headers.get('cache-control')).not.toContain('immutable')
  })

  it('gives other files their content type', async () => {
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml')
  })

  it('redirects old addresses to pages and to external addresses', async () => {
    const internal = await get('/old-about')
    expect(internal.status).toBe(301)
    expect(internal.headers.get('location')).toBe('/about')
    expect((await get('/whatsapp')).headers.get('location')).toBe('https://wa.me/254712345678')
  })

  it('never serves files outside the built site, nor the build manifest', async () => {
    for (const path of ['/site-manifest.json', '/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/..%2fpackage.json']) {
      expect((await get(path)).status).toBe(404)
    }
  })

  it('never serves the build manifest however its address is spelt', async () => {
    const spellings = [
      '/site-manifest.json/',
      '/site-manifest.json//',
      '/./site-manifest.json',
      '/x/../site-manifest.json/',
    ]
    const answers = []
    for (const path of spellings) {
      const response = await get(path)
      answers.push({ path, status: response.status, isManifest: (await response.text()).includes('"redirects"') })
    }
    expect(answers).toEqual(spellings.map((path) => ({ path, status: 404, isManifest: false })))
  })

  it('answers a malformed address with 400, not 500', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400)
  })
})
