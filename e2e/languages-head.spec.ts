import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { manifest } from './site.ts'

// What search engines and browsers are told about the site's two languages: each Swahili page names its
// language and links to its English page, which links back, with the English page for everyone else
// (x-default); the sitemap says the same. These check the built files, not the layout: once is enough.
test.skip(({ isMobile }) => isMobile, 'The same files at every width: the desktop project checks them')

const english = 'en-KE'
const swahili = 'sw-KE'
const swahiliPaths = manifest.pages.map(({ path }) => path).filter((path) => path === '/sw' || path.startsWith('/sw/'))

/** The path of an address, whole or not: whether it is whole is checked on its own. */
const pathOf = (href: string | null | undefined) => new URL(href ?? '', 'http://relative.invalid').pathname

/**
 * The page's language and its links to itself in every language, as paths by language code: read from its HTML as
 * a search engine reads it, without running the page.
 */
async function languagesOf(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const head = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'text/html')
    const attributes = (selector: string, ...names: string[]) =>
      [...document.querySelectorAll(selector)].map((element) => names.map((name) => element.getAttribute(name) ?? ''))
    return {
      lang: document.documentElement.getAttribute('lang'),
      ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
      ogLocaleAlternates: attributes('meta[property="og:locale:alternate"]', 'content').flat(),
      alternates: attributes('head link[rel="alternate"][hreflang]', 'hreflang', 'href'),
    }
  }, html)
  return {
    ...head,
    alternates: Object.fromEntries(head.alternates.map(([code, href]) => [code, pathOf(href)])),
    hrefs: head.alternates.map(([, href]) => href ?? ''),
  }
}

for (const path of swahiliPaths) {
  test(`${path} is Swahili and links to its English page, which links back; x-default is the English page`, async ({
    page,
    request,
  }) => {
    const translation = await languagesOf(page, request, path)
    expect(translation.lang).toBe(swahili)
    expect(translation.ogLocale).toBe('sw_KE')
    expect(translation.ogLocaleAlternates).toEqual(['en_KE'])
    const englishPath = translation.alternates[english]
    expect(englishPath, 'an hreflang="en-KE" link').toMatch(/^\/(?!sw(\/|$))/)
    expect(translation.alternates).toEqual({ [english]: englishPath, [swahili]: path, 'x-default': englishPath })
    // Search engines take alternates as whole addresses on the business's own domain.
    for (const href of translation.hrefs) expect(href).toMatch(/^https?:\/\/[^/]+\//)

    const original = await languagesOf(page, request, englishPath!)
    expect(original.lang).toBe(english)
    expect(original.ogLocale).toBe('en_KE')
    expect(original.ogLocaleAlternates).toEqual(['sw_KE'])
    expect(original.alternates).toEqual({ [english]: englishPath, [swahili]: path, 'x-default': englishPath })
  })
}

test('a page with no translation has no hreflang links', async ({ page, request }) => {
  const gallery = await languagesOf(page, request, '/gallery')
  expect(gallery.lang).toBe(english)
  expect(gallery.alternates).toEqual({})
  expect(gallery.ogLocaleAlternates).toEqual([])
})

/** The sitemap's pages, by path, each with its alternates as paths by language code. */
async function sitemapAlternates(page: Page, request: APIRequestContext) {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  // Read as a search engine reads it: the XML's own structure and namespaces, not its layout.
  const entries = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml')
    const sitemaps = 'http://www.sitemaps.org/schemas/sitemap/0.9'
    const xhtml = 'http://www.w3.org/1999/xhtml'
    return [...document.getElementsByTagNameNS(sitemaps, 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS(sitemaps, 'loc')[0]?.textContent ?? '',
      alternates: [...url.getElementsByTagNameNS(xhtml, 'link')]
        .filter((link) => link.getAttribute('rel') === 'alternate')
        .map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
    }))
  }, xml)
  return new Map(
    entries.map(({ loc, alternates }) => [
      pathOf(loc),
      Object.fromEntries(alternates.map(([code, href]) => [code, pathOf(href)])),
    ]),
  )
}

test('the home page, contact and every service page have a Swahili page', async ({ page, request }) => {
  const byPath = await sitemapAlternates(page, request)
  const services = (manifest.services ?? []).map(({ path }) => path)
  expect(services.length).toBeGreaterThan(0)
  for (const path of ['/', '/contact', ...services]) {
    const translation = byPath.get(path)?.[swahili]
    expect(translation, `${path} in Swahili`).toMatch(/^\/sw(\/|$)/)
    expect(swahiliPaths, `${path} in Swahili is a page of the site`).toContain(translation)
  }
})

test('the sitemap lists every Swahili page and its English page, each with both alternates and x-default', async ({
  page,
  request,
}) => {
  const byPath = await sitemapAlternates(page, request)
  expect(swahiliPaths.length).toBeGreaterThan(0)
  for (const path of swahiliPaths) {
    const alternates = byPath.get(path)
    expect(alternates, `${path} in the sitemap`).toBeDefined()
    const englishPath = alternates?.[english]
    expect(englishPath, `${path}'s English page in the sitemap`).toMatch(/^\/(?!sw(\/|$))/)
    const both = { [english]: englishPath, [swahili]: path, 'x-default': englishPath }
    expect(alternates, path).toEqual(both)
    expect(byPath.get(englishPath!), englishPath).toEqual(both)
  }
  expect(byPath.get('/gallery'), 'a page with no translation').toEqual({})
})
