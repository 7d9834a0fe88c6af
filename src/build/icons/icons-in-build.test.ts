import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Site } from '../../schema/site.ts'
import { checkSiteFile } from '../../validation/check-site.ts'
import type { BuiltCode } from '../code-build.ts'
import { renderSite } from '../render-site.ts'
import { iconFiles, manifestPath } from './icon-files.ts'

const root = join(import.meta.dirname, '../../..')
const fixtures = join(root, 'src/testing/fixtures')
const work = mkdtempSync(join(tmpdir(), 'icons-in-build-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const checked = checkSiteFile(join(fixtures, 'minimal.yaml'), join(fixtures, 'public')).site
if (!checked) throw new Error('the fixture site has mistakes')

/** The project's own page template, with a stand-in for the built script. */
function projectCode(): BuiltCode {
  const clientDir = join(work, 'client')
  mkdirSync(join(clientDir, 'assets'), { recursive: true })
  writeFileSync(join(clientDir, 'assets/runtime-1a2b.js'), 'export {}')
  const template = readFileSync(join(root, 'index.html'), 'utf8').replace(
    '/src/islands/runtime.ts',
    '/assets/runtime-1a2b.js',
  )
  return { clientDir, template, version: 'code-1', renderRoute: async () => '<main></main>' }
}

let count = 0
async function build(site: Site) {
  const outDir = join(work, `site-${++count}`)
  await renderSite(site, outDir, {
    code: projectCode(),
    publicDir: join(fixtures, 'public'),
    imageCache: join(work, 'cache'),
  })
  const head = (path: string) => {
    const html = readFileSync(join(outDir, path), 'utf8')
    return html.slice(0, html.indexOf('</head>'))
  }
  const iconTags = (path: string) =>
    [...head(path).matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*>/g)].map(([tag]) => tag)
  return { outDir, iconTags }
}

describe('the icons of a built site', () => {
  it('are made from its logo and linked from the head of every page, the drawing itself for browser tabs', async () => {
    const { outDir, iconTags } = await build({
      ...checked,
      business: { ...checked.business, logo: '/images/sofa.svg' },
    })
    const links = [
      '<link rel="icon" href="/images/sofa.svg" type="image/svg+xml" />',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
      '<link rel="manifest" href="/manifest.webmanifest" />',
    ]
    expect(iconTags('index.html')).toEqual(links)
    expect(iconTags('about/index.html')).toEqual(links)
    expect(iconTags('404.html')).toEqual(links)
    for (const path of [...Object.values(iconFiles).map((icon) => icon.path), manifestPath]) {
      expect(existsSync(join(outDir, path))).toBe(true)
    }
  })

  it('are the site’s own favicon.svg without a logo, with no icons or manifest made', async () => {
    const { outDir, iconTags } = await build(checked)
    expect(iconTags('index.html')).toEqual(['<link rel="icon" href="/favicon.svg" type="image/svg+xml" />'])
    expect(existsSync(join(outDir, manifestPath))).toBe(false)
    expect(existsSync(join(outDir, iconFiles.apple.path))).toBe(false)
  })
})
