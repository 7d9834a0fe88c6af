import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sitePlugin } from './site-plugin.ts'

const fixtures = fileURLToPath(new URL('../testing/fixtures/', import.meta.url))
const good = readFileSync(join(fixtures, 'minimal.yaml'), 'utf8')
const bad = good.replace('      - type: rich-text', '      - type: rich-txet')

let root: string
let server: ViteDevServer
let baseUrl: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-plugin-'))
  cpSync(join(fixtures, 'public'), join(root, 'public'), { recursive: true })
  writeFileSync(join(root, 'site.yaml'), good)
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
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

  it('fails with the file, line and column of the first mistake, then recovers on the next good save', async () => {
    writeFileSync(join(root, 'site.yaml'), bad)
    server.watcher.emit('change', join(root, 'site.yaml'))
    const error = (await loadShell().then(
      () => undefined,
      (thrown: unknown) => thrown,
    )) as { message: string; loc?: { file: string; line: number; column: number } }
    expect(error.loc).toEqual({ file: join(root, 'site.yaml'), line: 82, column: 15 })
    expect(error.message).toContain(
      'site.yaml:82:15  pages./about.blocks[0] (rich-txet): unknown block type "rich-txet"',
    )

    writeFileSync(join(root, 'site.yaml'), good)
    server.watcher.emit('change', join(root, 'site.yaml'))
    expect((await loadShell())?.code).toContain('Test Cleaners')
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
