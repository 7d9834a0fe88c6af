import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderRoute } from '../../render/entry-server.tsx'
import type { Site } from '../../schema/site.ts'
import { checkSiteFile } from '../../validation/check-site.ts'
import type { BuiltCode } from '../code-build.ts'
import { renderSite } from '../render-site.ts'

const root = join(import.meta.dirname, '../../..')
const fixtures = join(root, 'src/testing/fixtures')
const work = mkdtempSync(join(tmpdir(), 'theme-head-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const checked = checkSiteFile(join(fixtures, 'minimal.yaml'), join(fixtures, 'public')).site
if (!checked) throw new Error('the fixture site has mistakes')

/** The fixture site in blue, with the chat button on every page. */
const blueSite: Site = {
  ...checked,
  theme: { colors: { brand: '#1f4e9e', accent: '#c2410c' }, corners: 4 },
  chat: { accountName: 'Test Cleaners' },
}

/** Every stylesheet of the public site, as the code build bundles them: all but the editor's. */
function publicStylesheets(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return relative(root, path) === 'src/admin' ? [] : publicStylesheets(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

/** The code build as it serves pages: the project's index.html, its stylesheets and the real prerender. */
function projectCode(): BuiltCode {
  const clientDir = join(work, 'client')
  mkdirSync(join(clientDir, 'assets'), { recursive: true })
  writeFileSync(join(clientDir, 'assets/runtime-1a2b.js'), 'export {}')
  writeFileSync(
    join(clientDir, 'assets/site-1a2b.css'),
    publicStylesheets()
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n'),
  )
  const template = readFileSync(join(root, 'index.html'), 'utf8')
    .replace('/src/islands/runtime.ts', '/assets/runtime-1a2b.js')
    .replace('</head>', '<link rel="stylesheet" href="/assets/site-1a2b.css">\n  </head>')
  return { clientDir, template, version: 'code-1', renderRoute }
}

/** Every HTML and CSS file the site is made of, by its path. */
function pagesAndStyles(dir: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(html|css)$/.test(entry.name)) {
      const path = join(entry.parentPath, entry.name)
      found.set(relative(dir, path), readFileSync(path, 'utf8'))
    }
  }
  return found
}

let outDir = ''
beforeAll(async () => {
  outDir = join(work, 'site')
  await renderSite(blueSite, outDir, {
    code: projectCode(),
    publicDir: join(fixtures, 'public'),
    imageCache: join(work, 'images'),
  })
}, 60_000)

describe('a site with a theme', () => {
  it('gets its colours and corners in the head of each page, after the stylesheet, and its brand as theme-color', () => {
    const home = readFileSync(join(outDir, 'index.html'), 'utf8')
    const head = home.slice(0, home.indexOf('</head>'))
    expect(head).toContain('<meta name="theme-color" content="#1f4e9e" />')
    const style = /<style>([^<]*)<\/style>/.exec(head)?.[1] ?? ''
    expect(style).toContain('--brand:#1f4e9e;')
    expect(style).toContain('--accent:#c2410c;')
    expect(style).toContain('--radius:4px')
    expect(head.indexOf('<style>')).toBeGreaterThan(head.indexOf('site-1a2b.css'))
    expect(home).toContain('floating-whatsapp')
  })

  it('keeps none of the usual green in its pages and stylesheets', () => {
    const files = pagesAndStyles(outDir)
    expect([...files.keys()]).toEqual(expect.arrayContaining(['index.html', '404.html', 'assets/site-1a2b.css']))
    const greens = /#?0b5d3b|#073d27|#041e13|rgb\(7 61 39|rgb\(4 30 19|#0b7a4b|#075e54|#d9fdd3|rgb\(11 122 75|#00a884/i
    const green = [...files]
      .filter(([, text]) => greens.test(text))
      .map(([path, text]) => `${path}: ${greens.exec(text)?.[0]}`)
    expect(green).toEqual([])
  })

  it('gives the not-found page the theme too', () => {
    const notFound = readFileSync(join(outDir, '404.html'), 'utf8')
    expect(notFound).toContain('<meta name="theme-color" content="#1f4e9e" />')
    expect(notFound).toContain('--brand:#1f4e9e;')
  })
})
