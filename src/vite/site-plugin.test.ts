import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLogger, createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sitePlugin } from './site-plugin.ts'

const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))
const good = readFileSync(join(fixtures, 'minimal.yaml'), 'utf8')
const bad = good.replace('      - type: rich-text', '      - type: rich-txet')

let root: string
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

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-plugin-'))
  cpSync(join(fixtures, 'public'), join(root, 'public'), { recursive: true })
  writeFileSync(join(root, 'site.yaml'), good)
  server = await createServer({
    root,
    configFile: false,
    customLogger: capturingLogger(),
    plugins: [sitePlugin()],
    server: { host: '127.0.0.1', port: 0, ws: false, watch: null },
  })
  await server.listen()
  baseUrl = server.resolvedUrls?.local[0] ?? ''
})

afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

const loadShell = () => server.transformRequest('virtual:site/shell')

async function getData(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(url, baseUrl))
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('the site plugin in development', () => {
  it('serves the layout data of a valid site.yaml', async () => {
    expect((await loadShell())?.code).toContain('Test Cleaners')
  })

  it('shows the mistakes of site.yaml over the page, printing each once, then recovers on the next good save', async () => {
    printed.length = 0
    writeFileSync(join(root, 'site.yaml'), bad)
    server.watcher.emit('change', join(root, 'site.yaml'))
    const shell = (await loadShell())?.code ?? ''
    // As the browser asks for it: a thrown error here would be printed by Vite once more per request.
    expect((await fetch(new URL('/@id/__x00__virtual:site/shell', baseUrl))).status).toBe(200)
    await getData('/_data/about.json')
    const mistake = 'site.yaml:82:15  pages./about.blocks[0] (rich-txet): unknown block type \\"rich-txet\\"'
    expect(shell).toContain(mistake)
    expect(shell).toContain(JSON.stringify({ file: join(root, 'site.yaml'), line: 82, column: 15 }))
    expect(shell).toContain('Fix site.yaml and save it: this page reloads by itself.')
    expect(shell).not.toContain('the code')
    const reports = printed.filter((message) => message.includes('unknown block type "rich-txet"'))
    expect(reports).toHaveLength(1)

    writeFileSync(join(root, 'site.yaml'), good)
    server.watcher.emit('change', join(root, 'site.yaml'))
    expect((await loadShell())?.code).toContain('Test Cleaners')
    expect(printed.at(-1)).toBe('site.yaml is valid; reloading.')
  })

  it("answers each route's data on its own, and 404 for an address that is not in site.yaml", async () => {
    const about = await getData('/_data/about.json')
    expect(about.status).toBe(200)
    expect(about.body).toMatchObject({ kind: 'page', path: '/about' })
    expect(JSON.stringify(about.body)).toContain('We clean.')
    expect(JSON.stringify(about.body)).not.toContain('Clean homes')
    expect((await getData('/_data/no-such-page.json')).status).toBe(404)
  })

  it('draws /api/placeholder/<width>/<height> as an SVG of that size, like the production server', async () => {
    const response = await fetch(new URL('/api/placeholder/320/200', baseUrl))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toContain('width="320" height="200"')
    expect((await fetch(new URL('/api/placeholder/0/200', baseUrl))).status).toBe(404)
  })

  it("serves a post's data with its article already turned into HTML", async () => {
    const post = await getData('/_data/blog/sofa-stains.json')
    expect(post.status).toBe(200)
    expect(post.body).toMatchObject({ kind: 'post', post: { html: '<p>Blot, do not rub.</p>\n' } })
  })

  it('keeps the layout data free of page content', async () => {
    expect((await loadShell())?.code).not.toContain('We clean.')
  })
})
