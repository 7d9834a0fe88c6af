import { expect, test, type Page } from '@playwright/test'
import { watchConsole } from './console.ts'
import { reactScriptsOf, scriptsOf } from './scripts.ts'
import { manifest } from './site.ts'

/** Scrolls to the bottom in steps, so that every island near the screen comes to life. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(50)
  }
}

/** Resolves once the page's scripts have taken over from the boot script. */
const runtimeReady = (page: Page) =>
  page.waitForFunction(() => (window as { siteBoot?: { ready: boolean } }).siteBoot?.ready === true)

test('nothing but the HTML, the stylesheet and the pictures comes before the page has loaded', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/gallery', '/blog', '/contact']) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(/<script[^>]+\bsrc=|rel="modulepreload"|rel="preload"[^>]+as="(fetch|script)"/)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const early = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      const loaded = navigation?.loadEventStart ?? 0
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(js|json)$/.test(new URL(entry.name).pathname) && entry.startTime < loaded)
        .map((entry) => entry.name)
    })
    expect(early, path).toEqual([])
  }
})

test('a page downloads the code of what it shows, and no other', async ({ page }) => {
  await page.goto('/blog')
  await runtimeReady(page)
  await scrollThrough(page)
  await page.waitForLoadState('networkidle')
  const blogScripts = await scriptsOf(page)
  for (const absent of ['block-form-', 'block-gallery-', 'block-counters-', 'block-video-', 'block-map-'])
    expect(blogScripts.filter((name) => name.startsWith(absent))).toEqual([])
  // The form's code comes when the visitor starts on it.
  await page.getByRole('main').getByRole('textbox').first().focus()
  await expect.poll(async () => (await scriptsOf(page)).some((name) => name.startsWith('block-form-'))).toBe(true)

  // The gallery's code comes at the first sign the visitor is about to open a picture; the counters' as they are seen.
  await page.goto('/gallery')
  await runtimeReady(page)
  await page.waitForLoadState('networkidle')
  expect((await scriptsOf(page)).filter((name) => name.startsWith('block-gallery-'))).toEqual([])
  await page
    .getByRole('button', { name: /^View larger/ })
    .first()
    .hover()
  await expect.poll(async () => (await scriptsOf(page)).some((name) => name.startsWith('block-gallery-'))).toBe(true)
  await page.goto('/')
  await runtimeReady(page)
  await scrollThrough(page)
  await expect.poll(async () => (await scriptsOf(page)).some((name) => name.startsWith('block-counters-'))).toBe(true)
})

test('no page loads React, or more than 16 KiB of its own scripts, as it opens and as it is scrolled through', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'The same scripts load at both widths; the desktop run covers it.')
  test.setTimeout(120_000)
  for (const { path } of manifest.pages) {
    await page.goto(path)
    await runtimeReady(page)
    await scrollThrough(page)
    await page.waitForLoadState('networkidle')
    expect(await reactScriptsOf(page), path).toEqual([])
    const ownBytes = await page.evaluate(() => {
      const files = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(location.origin) && new URL(entry.name).pathname.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).decodedBodySize, 0)
      const inline = [...document.querySelectorAll('script:not([src])')]
        .filter((script) => script.getAttribute('type') !== 'application/ld+json')
        .reduce((sum, script) => sum + new TextEncoder().encode(script.textContent ?? '').length, 0)
      return files + inline
    })
    expect(ownBytes, path).toBeGreaterThan(0)
    expect(ownBytes, path).toBeLessThanOrEqual(16 * 1024)
  }
})

test('every island of every page comes to life without a warning', async ({ page, isMobile }) => {
  test.skip(isMobile, 'The same code hydrates at both widths; the desktop run covers it.')
  test.setTimeout(120_000)
  const notFoundPages = ['/no-such-page', '/blog/no-such-post']
  for (const path of [...manifest.pages.map((entry) => entry.path), ...notFoundPages]) {
    const consoleMessages = watchConsole(page)
    await page.goto(path)
    await runtimeReady(page)
    await scrollThrough(page)
    // Islands that wait for a visitor's intent come to life when the pointer rests on them.
    for (const island of await page.locator('[data-island][data-when="interaction"]').all()) {
      await island.dispatchEvent('pointerover')
    }
    await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { message: path }).toBe(0)
    // The embeds' frames ask for their networks, which the tests' browser cannot reach.
    const ownMessages = consoleMessages.filter(
      (message) =>
        !/ERR_NAME_NOT_RESOLVED|Unrecognized feature: 'web-share'/.test(message) &&
        !(notFoundPages.includes(path) && message.includes('404')),
    )
    expect(ownMessages, path).toEqual([])
    page.removeAllListeners('console')
    page.removeAllListeners('pageerror')
  }
})

/**
 * Waits until a visitor could see the page: the stylesheet is in, and the boot script runs right after
 * it. Playwright can type into the HTML before either, which no visitor can.
 */
const untilSeen = (page: Page) => page.waitForFunction(() => 'siteBoot' in window)

test.describe('on a slow phone with the scripts still on their way', () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    // Long enough that a loaded test machine still presses before the code arrives.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.continue()
    })
  })

  test('a tap on "Get a Quote" right after the page appears opens the quote popup once the code arrives', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'commit' })
    await untilSeen(page)
    const button = page.getByRole('main').getByRole('button', { name: 'Get a Quote' }).first()
    await button.click()
    expect(await scriptsOf(page)).toEqual([])
    await expect(page.getByRole('dialog', { name: /quote/i })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('dialog', { name: /quote/i })).toHaveCount(1)
  })

  test('a tap on the services menu right after the page appears opens it once the code arrives', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/about', { waitUntil: 'commit' })
    await untilSeen(page)
    if (isMobile) {
      const tab = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services', exact: true })
      await tab.click()
      await expect(page.getByRole('dialog', { name: 'Our Services' })).toBeVisible({ timeout: 15_000 })
      await expect(tab).toHaveAttribute('aria-expanded', 'true')
    } else {
      const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Services' })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 })
      await expect(page.getByRole('link', { name: 'Carpet Cleaning' }).first()).toBeVisible()
    }
  })

  test('keys pressed on an island before its code has arrived are answered once it is here', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/about', { waitUntil: 'commit' })
    await untilSeen(page)
    if (!isMobile) {
      // The arrow is no click: it is kept as a key and replayed on the menu's button.
      const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Services' })
      await toggle.focus()
      await page.keyboard.press('ArrowDown')
      expect(await scriptsOf(page)).toEqual([])
      const firstService = page
        .locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
        .getByRole('link')
        .first()
      await expect(firstService).toBeFocused({ timeout: 15_000 })
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    }
    const question = page.getByRole('contentinfo').getByRole('heading', { level: 3 }).getByRole('button').first()
    await question.focus()
    await page.keyboard.press('Space')
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 })
    await expect(page.getByRole('region', { name: await question.innerText(), exact: true })).toBeVisible()
  })
})

test('a form sent with Enter before its code has arrived is checked and sent once the code is here', async ({
  page,
}) => {
  const posts: string[] = []
  await page.route('**/api/forms/contact', async (route) => {
    posts.push(route.request().postData() ?? '')
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' })
  })
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto('/contact', { waitUntil: 'commit' })
  await untilSeen(page)
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  await form.getByLabel('First name').fill('Amina')
  await form.getByLabel('First name').press('Enter')
  await expect(form.getByText('Please correct the fields marked below.')).toBeVisible({ timeout: 15_000 })
  await expect(form.getByLabel('First name')).toHaveValue('Amina')
  expect(page.url()).not.toContain('?')
  expect(posts).toEqual([])
})
