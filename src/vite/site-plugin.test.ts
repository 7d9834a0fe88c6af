import react from '@vitejs/plugin-react'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLogger, createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sitePlugin } from './site-plugin.ts'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))
const good = readFileSync(join(fixtures, 'minimal.yaml'), 'utf8')
const bad = good.replace('      - type: rich-text', '      - type: rich-txet')

let folder: string
let siteFile: string
let server: ViteDevServer
let baseUrl: string
/** Everything the dev server printed. */
const printed: string[] = []

function capturingLogger() {
  const logger = createLogger('info')
  for (const level of ['info', 'warn', 'warnOnce', 'error'] as const) {
    logger[level] = (message: string) => void printed.push(message)
  }
  return logger
}

/** The project's own index.html and components, with the test site.yaml and its pictures. */
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'site-plugin-'))
  cpSync(join(fixtures, 'public'), join(folder, 'public'), { recursive: true })
  siteFile = join(folder, 'site.yaml')
  writeFileSync(siteFile, good)
  server = await createServer({
    root: projectRoot,
    configFile: false,
    publicDir: join(folder, 'public'),
    // Its own, so that the optimised packages of a running `npm run dev` are left alone.
    cacheDir: join(folder, 'vite-cache'),
    customLogger: capturingLogger(),
    plugins: [react(), sitePlugin(siteFile)],
    server: { host: '127.0.0.1', port: 0, ws: false, watch: null },
  })
  await server.listen()
  baseUrl = server.resolvedUrls?.local[0] ?? ''
})

afterAll(async () => {
  await server.close()
  rmSync(folder, { recursive: true, force: true })
})

const loadShell = () => server.transformRequest('virtual:site/shell')

/** As a browser asks for a page. */
const visit = (path: string) => fetch(new URL(path, baseUrl), { headers: { accept: 'text/html' }, redirect: 'manual' })

const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script data-runtime/.exec(html)?.[1] ?? ''

describe('the site plugin in development', () => {
  it('serves the layout data of a valid site.yaml', async () => {
    expect((await loadShell())?.code).toContain('Test Cleaners')
  })

  // The first page loads every component through Vite, which takes a few seconds.
  it(
    'prerenders a page as the build does, with the boot script naming the islands runtime and Vite kept for reloads',
    { timeout: 60_000 },
    async () => {
      const response = await visit('/about')
      const html = await response.text()
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(rootOf(html)).toMatch(/<h1[^>]*>About<\/h1>/)
      expect(rootOf(html)).toContain('We clean.')
      expect(html).toContain('<title>About | Test Cleaners</title>')
      expect(html).toContain('<script data-runtime="/src/islands/runtime.ts">')
      expect(html).not.toContain('<script type="module" src="/src/islands/runtime.ts">')
      expect(html).toContain('<script type="module" src="/@vite/client"></script>')
      expect(html).toContain('/@react-refresh')
      // Styled before the script runs, as the built page is.
      expect(html).toMatch(/<link rel="stylesheet" href="\/src\/styles\/site\.css" \/>\s*[\s\S]*<\/head>/)
      expect((await visit('/about/')).status).toBe(200)
    },
  )

  it("renders a blog post with its article, and an unknown address as the not-found page (the blog's own under /blog/)", async () => {
    const post = await visit('/blog/sofa-stains')
    expect(post.status).toBe(200)
    expect(rootOf(await post.text())).toContain('<p>Blot, do not rub.</p>')

    const missing = await visit('/no-such-page')
    const missingHtml = await missing.text()
    expect(missing.status).toBe(404)
    expect(rootOf(missingHtml)).toContain('Nothing here.')
    expect(missingHtml).toContain('<meta name="robots" content="noindex" />')

    const missingPost = await visit('/blog/no-such-post')
    expect(missingPost.status).toBe(404)
    expect(await missingPost.text()).toContain('<title>Blog post not found | Test Cleaners</title>')
  })

  it('sends a redirect on with a 301, as the production server does', async () => {
    const response = await visit('/old-sofas')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/sofacleaning')
  })

  it("leaves Vite's own addresses and public files alone", async () => {
    const client = await fetch(new URL('/@vite/client', baseUrl))
    expect(client.headers.get('content-type')).toContain('javascript')
    const picture = await visit('/images/sofa.svg')
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toContain('image/svg+xml')
  })

  it('reloads the page when a module it was drawn with is saved, and leaves stylesheets to Vite', async () => {
    await visit('/about')
    const send = vi.spyOn(server.ws, 'send')
    try {
      const reloads = () => send.mock.calls.filter(([payload]) => (payload as { type?: string }).type === 'full-reload')
      server.watcher.emit('change', join(projectRoot, 'src/styles/site.css'))
      await vi.waitFor(() => expect(send).toHaveBeenCalled())
      expect(reloads()).toHaveLength(0)
      server.watcher.emit('change', join(projectRoot, 'src/blocks/rich-text/RichText.tsx'))
      await vi.waitFor(() => expect(reloads()).toHaveLength(1))
    } finally {
      send.mockRestore()
    }
  })

  it('shows the mistakes of site.yaml over the page, printing each once, then recovers on the next good save', async () => {
    printed.length = 0
    writeFileSync(siteFile, bad)
    server.watcher.emit('change', siteFile)
    const page = await visit('/about')
    const html = await page.text()
    expect(page.status).toBe(500)
    expect(html).toContain('<script type="module" src="/@vite/client"></script>')
    // The page's inline module, which Vite serves by its own address, asks for the layout data.
    const inline = /<script type="module" src="([^"]*html-proxy[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    expect(await (await fetch(new URL(inline ?? '/missing', baseUrl))).text()).toContain('virtual:site/shell')
    const shell = (await loadShell())?.code ?? ''
    // As the browser asks for it: a thrown error here would be printed by Vite once more per request.
    expect((await fetch(new URL('/@id/__x00__virtual:site/shell', baseUrl))).status).toBe(200)
    const mistake = 'site.yaml:82:15  pages./about.blocks[0] (rich-txet): unknown block type \\"rich-txet\\"'
    expect(shell).toContain(mistake)
    expect(shell).toContain(JSON.stringify({ file: siteFile, line: 82, column: 15 }))
    expect(shell).toContain('Fix site.yaml and save it: this page reloads by itself.')
    expect(shell).not.toContain('the code')
    const reports = printed.filter((message) => message.includes('unknown block type "rich-txet"'))
    expect(reports).toHaveLength(1)

    writeFileSync(siteFile, good)
    server.watcher.emit('change', siteFile)
    expect((await loadShell())?.code).toContain('Test Cleaners')
    expect(printed.at(-1)).toBe('site.yaml is valid; reloading.')
    expect((await visit('/about')).status).toBe(200)
  })

  it('draws /api/placeholder/<width>/<height> as an SVG of that size, like the production server', async () => {
    const response = await fetch(new URL('/api/placeholder/320/200', baseUrl))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toContain('width="320" height="200"')
    expect((await fetch(new URL('/api/placeholder/0/200', baseUrl))).status).toBe(404)
  })

  it('keeps the layout data free of page content', async () => {
    expect((await loadShell())?.code).not.toContain('We clean.')
  })
})
