import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import escapeHtml from 'escape-html'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Site } from '../schema/site.ts'
import { checkSiteFile } from '../validation/check-site.ts'
import { folderContents } from '../testing/folder-contents.ts'
import type { BuiltCode } from './code-build.ts'
import { linkTree } from './link-tree.ts'
import { renderSite } from './render-site.ts'

const fixtures = join(import.meta.dirname, '../testing/fixtures')
const work = mkdtempSync(join(tmpdir(), 'render-site-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const checked = checkSiteFile(join(fixtures, 'minimal.yaml'), join(fixtures, 'public')).site
if (!checked) throw new Error('the fixture site has mistakes')
const firstPost = checked.blog!.posts[0]!
/** The fixture site with a second post, so that a change to one post leaves another alone. */
const site: Site = {
  ...checked,
  blog: {
    ...checked.blog!,
    posts: [firstPost, { ...firstPost, id: 2, slug: 'carpet-care', title: 'Carpet care', relatedPosts: [] }],
  },
}

/** Code standing for the code build: each page shows its address and the office phone. */
function fakeCode(version = 'code-1'): BuiltCode & { drawn: string[] } {
  const clientDir = join(work, `client-${version}`)
  mkdirSync(join(clientDir, 'assets'), { recursive: true })
  writeFileSync(join(clientDir, 'assets/runtime-1a2b.js'), 'export {}')
  const template =
    '<!doctype html><html lang="en"><head><!--head--></head><body><div id="root"><!--app--></div>' +
    '<script type="module" src="/assets/runtime-1a2b.js"></script></body></html>'
  const drawn: string[] = []
  return {
    clientDir,
    template,
    version,
    drawn,
    renderRoute: async (path, _data, shell) => {
      drawn.push(path)
      return `<main>${path} ${shell.business.phones[0]!.number}</main>`
    },
  }
}

let count = 0
async function render(shown: Site, code: BuiltCode, previousDir?: string, publicDir = join(fixtures, 'public')) {
  const outDir = join(work, `site-${++count}`)
  const report = await renderSite(shown, outDir, {
    code,
    publicDir,
    imageCache: join(work, 'image-cache'),
    ...(previousDir ? { previousDir } : {}),
  })
  return { outDir, report }
}

const page = (dir: string, path: string) => readFileSync(join(dir, path, 'index.html'), 'utf8')
const withPhone = (number: string): Site => ({
  ...site,
  business: { ...site.business, phones: [{ ...site.business.phones[0]!, number }] },
})

describe('renderSite', () => {
  it('draws every route with the built code, beside its assets, public files, shell and search-engine files', async () => {
    const code = fakeCode()
    const { outDir, report } = await render(site, code)
    expect(report).toMatchObject({ rendered: report.routes, reused: 0 })
    expect(code.drawn).toEqual(expect.arrayContaining(['/', '/about', '/blog/sofa-stains', '/blog/carpet-care']))
    const home = page(outDir, '/')
    expect(home).toContain('<main>/ +254 712 345 678</main>')
    const shell = /data-shell="([^"]+)"/.exec(home)?.[1] ?? ''
    expect(shell).toMatch(/^\/_site\/shell-[0-9a-f]{12}\.json$/)
    expect(JSON.parse(readFileSync(join(outDir, shell), 'utf8'))).toMatchObject({ business: { name: 'Test Cleaners' } })
    expect(home).toContain('data-runtime="/assets/runtime-1a2b.js"')
    expect(existsSync(join(outDir, 'assets/runtime-1a2b.js'))).toBe(true)
    expect(existsSync(join(outDir, 'images/sofa.svg'))).toBe(true)
    expect(existsSync(join(outDir, '404.html'))).toBe(true)
    expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).toContain('https://cleaners.test/blog/carpet-care')
    expect(readFileSync(join(outDir, 'blog/feed.xml'), 'utf8')).toContain('Carpet care')
  })

  it('takes unchanged pages from the previous site, and draws only what a change to one post touches', async () => {
    const first = await render(site, fakeCode())
    const again = fakeCode()
    const same = await render(site, again, first.outDir)
    expect(same.report).toMatchObject({ rendered: 0, reused: first.report.routes })
    // The very same file: nothing was drawn or copied.
    expect(statSync(join(same.outDir, 'about/index.html')).ino).toBe(
      statSync(join(first.outDir, 'about/index.html')).ino,
    )

    const posts = site.blog!.posts
    const onePostChanged: Site = {
      ...site,
      blog: { ...site.blog!, posts: [posts[0]!, { ...posts[1]!, title: 'Rugs' }] },
    }
    const afterPost = fakeCode()
    const post = await render(onePostChanged, afterPost, same.outDir)
    // The not-found pages are drawn every time: they are two, and keyless.
    expect(afterPost.drawn.sort()).toEqual(['/404', '/blog/404', '/blog/carpet-care'])
    expect(page(post.outDir, '/blog/carpet-care')).toContain('<title>Rugs')

    const afterPhone = fakeCode()
    const phone = await render(withPhone('+254 733 000 111'), afterPhone, post.outDir)
    expect(phone.report).toMatchObject({ rendered: phone.report.routes, reused: 0 })
    expect(post.report.rendered).toBeLessThan(phone.report.rendered)
    expect(page(phone.outDir, '/about')).toContain('+254 733 000 111')
  })

  it('draws every page again with new code, even when the site is the same', async () => {
    const first = await render(site, fakeCode('code-1'))
    const second = await render(site, fakeCode('code-2'), first.outDir)
    expect(second.report).toMatchObject({ rendered: first.report.routes, reused: 0 })
  })

  it('keeps every value as typed, however it reads to a string replacement', async () => {
    const awkward = "Prices in US$' and KSh $& $` $$"
    const shown: Site = { ...site, pages: { ...site.pages, '/about': { ...site.pages['/about']!, title: awkward } } }
    const { outDir } = await render(shown, fakeCode())
    const about = page(outDir, '/about')
    expect(about).toContain(`<title>${escapeHtml(awkward)} | Test Cleaners</title>`)
    expect(about).toContain('<main>/about +254 712 345 678</main>')
  })

  it('makes every file anew, so the code, public/ and the previous site it links from stay as they were', async () => {
    // The code build holds a file where a page is drawn, as it holds the editor's at /admin.
    const code = fakeCode('code-with-a-page')
    mkdirSync(join(code.clientDir, 'about'), { recursive: true })
    writeFileSync(join(code.clientDir, 'about/index.html'), '<p>Part of the code</p>')
    const codeBefore = folderContents(code.clientDir)
    const publicBefore = folderContents(join(fixtures, 'public'))

    const first = await render(site, code)
    const firstFiles = folderContents(first.outDir)
    // A public folder holding every file of the previous site as a link: each file the render writes lands on one.
    const linkedEverywhere = join(work, 'public-linked-everywhere')
    linkTree(first.outDir, linkedEverywhere)
    const next = await render(withPhone('+254 733 000 111'), code, first.outDir, linkedEverywhere)

    expect(next.report).toMatchObject({ rendered: next.report.routes })
    expect(page(next.outDir, '/about')).toContain('+254 733 000 111')
    expect(folderContents(first.outDir)).toEqual(firstFiles)
    expect(folderContents(code.clientDir)).toEqual(codeBefore)
    expect(folderContents(join(fixtures, 'public'))).toEqual(publicBefore)
  })
})
