import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copySiteWithoutScripts, withoutScripts } from './strip-scripts.ts'

const page = [
  '<head>',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '<link rel="preload" href="/_data/index.json" as="fetch" crossorigin="anonymous" />',
  '<link rel="modulepreload" crossorigin href="/assets/chunk.js">',
  "<link as='script' rel='preload' href='/assets/late.js'>",
  '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>',
  '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '</head>',
  '<body><h1>Clean</h1><SCRIPT>',
  'window.x = 1',
  '</SCRIPT ><img src="/images/sofa.svg" alt="Sofa"></body>',
].join('\n')

describe('withoutScripts', () => {
  const stripped = withoutScripts(page)

  it('removes every script element, inline, external and data blocks alike', () => {
    expect(stripped).not.toMatch(/<script|window\.x|LocalBusiness/i)
  })

  it('removes preloads of code and data', () => {
    expect(stripped).not.toContain('/_data/index.json')
    expect(stripped).not.toContain('/assets/chunk.js')
    expect(stripped).not.toContain('/assets/late.js')
  })

  it('keeps stylesheets, picture preloads, pictures and text', () => {
    expect(stripped).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">')
    expect(stripped).toContain('<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>')
    expect(stripped).toContain('<h1>Clean</h1>')
    expect(stripped).toContain('<img src="/images/sofa.svg" alt="Sofa">')
  })
})

describe('copySiteWithoutScripts', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('rewrites every HTML file of the copy and leaves the original and other files as they were', () => {
    const from = mkdtempSync(join(tmpdir(), 'strip-from-'))
    const to = join(mkdtempSync(join(tmpdir(), 'strip-to-')), 'site')
    dirs.push(from, to)
    mkdirSync(join(from, 'blog', 'post'), { recursive: true })
    writeFileSync(join(from, 'index.html'), page)
    writeFileSync(join(from, 'blog', 'post', 'index.html'), page)
    writeFileSync(join(from, 'app.js'), 'console.log("<script></script>")')

    copySiteWithoutScripts(from, to)

    expect(readFileSync(join(to, 'index.html'), 'utf8')).toBe(withoutScripts(page))
    expect(readFileSync(join(to, 'blog', 'post', 'index.html'), 'utf8')).toBe(withoutScripts(page))
    expect(readFileSync(join(to, 'app.js'), 'utf8')).toBe('console.log("<script></script>")')
    expect(readFileSync(join(from, 'index.html'), 'utf8')).toBe(page)
  })
})
