import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { distDir } from '../src/build/dist-dir.ts'

// Checks of the built files that need no browser. `npm run test:e2e` runs them (vitest.dist.config.ts)
// before the browser tests, so they run even where Chromium is missing.

const assets = join(distDir, 'assets')

beforeAll(() => {
  if (!existsSync(assets)) throw new Error(`${assets} is missing: run npm run build first`)
})

it('the browser bundle carries neither the YAML parser, ajv nor the schema library', () => {
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  const leaks = scripts.filter((name) =>
    /YAMLParseError|yaml-language-server|ajv\.js|strictSchema|TypeBox|@sinclair/.test(
      readFileSync(join(assets, name), 'utf8'),
    ),
  )
  expect(leaks).toEqual([])
})

it('public pages load nothing of the /admin app, which has its own bundle', () => {
  const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin'),
  )
  expect(pages.length).toBeGreaterThan(10)
  const loadingAdmin = pages.filter((file) => /(src|href)="\/admin\//.test(readFileSync(join(distDir, file), 'utf8')))
  expect(loadingAdmin).toEqual([])
  expect(readdirSync(join(distDir, 'admin', 'assets')).some((name) => name.endsWith('.js'))).toBe(true)
  const publicScripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  const adminCode = publicScripts.filter((name) =>
    /applyEdit|streamPublish|There is a problem/.test(readFileSync(join(assets, name), 'utf8')),
  )
  expect(adminCode).toEqual([])
})

it('every page runs no inline script but the ones the Content-Security-Policy allows by hash', async () => {
  const { inlineScriptSources } = await import('../src/build/inline-scripts.ts')
  const { createHash } = await import('node:crypto')
  const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin'),
  )
  const unlisted = pages.flatMap((file) =>
    [...readFileSync(join(distDir, file), 'utf8').matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''))
      .map(
        ([, , body]) =>
          `'sha256-${createHash('sha256')
            .update(body ?? '')
            .digest('base64')}'`,
      )
      .filter((hash) => !inlineScriptSources.includes(hash))
      .map((hash) => `${file}: ${hash}`),
  )
  expect(pages.length).toBeGreaterThan(10)
  expect(unlisted).toEqual([])
})

it('a page carries only its own islands, and no data for them beside their markup', () => {
  const home = readFileSync(join(distDir, 'index.html'), 'utf8')
  const about = readFileSync(join(distDir, 'about/index.html'), 'utf8')
  const islandsOf = (html: string) => [...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name)
  expect(islandsOf(home)).toEqual(expect.arrayContaining(['counters', 'gallery', 'chat', 'nav-dropdown']))
  expect(islandsOf(about)).not.toContain('counters')
  expect(home).not.toContain('data-props=')
})
