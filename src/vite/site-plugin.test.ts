import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sitePlugin } from './site-plugin.ts'

const fixtures = fileURLToPath(new URL('../config/fixtures/', import.meta.url))
const good = readFileSync(join(fixtures, 'minimal.yaml'), 'utf8')
const bad = good.replace('      - type: rich-text', '      - type: rich-txet')

let root: string
let server: ViteDevServer

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-plugin-'))
  cpSync(join(fixtures, 'public'), join(root, 'public'), { recursive: true })
  writeFileSync(join(root, 'site.yaml'), good)
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [sitePlugin()],
    server: { middlewareMode: true, ws: false, watch: null },
  })
})

afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

const loadShell = () => server.transformRequest('virtual:site/shell')

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
    expect(error.loc).toEqual({ file: join(root, 'site.yaml'), line: 68, column: 15 })
    expect(error.message).toContain(
      'site.yaml:68:15  pages./about.blocks[0] (rich-txet): unknown block type "rich-txet"',
    )

    writeFileSync(join(root, 'site.yaml'), good)
    server.watcher.emit('change', join(root, 'site.yaml'))
    expect((await loadShell())?.code).toContain('Test Cleaners')
  })

  it('puts each route in its own module, so a page downloads only its own data', async () => {
    const routes = (await server.transformRequest('virtual:site/routes'))?.code ?? ''
    expect(routes).toContain('"/about"')
    expect(routes).not.toContain('We clean.')
    const entries = [...routes.matchAll(/virtual:site\/route\/(\d+)/g)].map((match) => match[0])
    const about = await Promise.all(entries.map((id) => server.transformRequest(id)))
    expect(about.filter((module) => module?.code.includes('We clean.'))).toHaveLength(1)
  })
})
