import { chromium, type Browser, type Page, type Response } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../../e2e/chromium.ts'

/** A window the routes are loaded in: a phone (375 px at two device pixels per CSS pixel) or a laptop. */
export interface Viewport {
  name: string
  width: number
  height: number
  deviceScaleFactor: number
  isMobile: boolean
}

export const viewports: readonly Viewport[] = [
  { name: '375 px', width: 375, height: 812, deviceScaleFactor: 2, isMobile: true },
  { name: '1280 px', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
]

/** What one route cost in one window: bytes as sent (compressed), first as it opens and then scrolled through. */
export interface RouteBytes {
  firstView: number
  scrolled: number
  /** The largest picture sent, in bytes as sent, and its address. */
  largestPicture: { url: string; bytes: number }
  /** The site's own scripts, uncompressed: inline scripts and the JavaScript files it fetched. */
  scriptBytes: number
  /** The site's script files it fetched, by file name. */
  scriptNames: string[]
  /** Whether the page asked for React's code: the hydration of an island, or the dialogs. */
  loadedReact: boolean
  /**
   * Islands whose code comes on a timer later than the measure waits (the chat's, before its first
   * notification), with what the page then fetched: the clock is moved on to each deadline in turn.
   */
  laterIslands: { name: string; afterMs: number; scriptBytes: number; loadedReact: boolean }[]
}

interface Sent {
  url: string
  bytes: number
  isPicture: boolean
  isScript: boolean
  body: Promise<number>
}

const settleMs = 600
const scrollStep = 500
/** No page is taller than this many steps; a page that grows as it scrolls cannot keep the loop going. */
const maxScrollSteps = 200

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}

/**
 * Loads `url` in a fresh window of `viewport` (empty cache), waits for the page and its late scripts to settle,
 * then scrolls to the bottom in steps and waits again; counts every response's bytes as sent.
 */
export async function measureRouteBytes(browser: Browser, url: string, viewport: Viewport): Promise<RouteBytes> {
  const { name: _name, width, height, ...device } = viewport
  const context = await browser.newContext({ viewport: { width, height }, ...device })
  try {
    const page = await context.newPage()
    const sent: Sent[] = []
    const origin = new URL(url).origin
    page.on('requestfinished', (request) => {
      const entry = request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize)
      const type = request.resourceType()
      const item: Sent = {
        url: request.url(),
        bytes: 0,
        isPicture: type === 'image',
        isScript: type === 'script' && request.url().startsWith(origin),
        body: request
          .response()
          .then((response: Response | null) =>
            type === 'script' ? (response?.body() ?? Buffer.alloc(0)) : Buffer.alloc(0),
          )
          .then((body) => body.length),
      }
      sent.push(item)
      void entry.then((bytes) => (item.bytes = bytes))
    })
    // Time flows as usual; the clock is only moved on to the islands' deadlines after the measure.
    await page.clock.install()
    await page.goto(url, { waitUntil: 'load' })
    await settle(page)
    const firstView = await total(sent)
    await scrollToBottom(page)
    await settle(page)
    const scrolled = await total(sent)
    const pictures = sent.filter((item) => item.isPicture)
    const largest = pictures.reduce((big, item) => (item.bytes > big.bytes ? item : big), { url: '', bytes: 0 })
    const scripts = sent.filter((item) => item.isScript)
    const fetchedScripts = await Promise.all(scripts.map((item) => item.body))
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((script) => script.getAttribute('type') !== 'application/ld+json')
        .reduce((sum, script) => sum + new TextEncoder().encode(script.textContent ?? '').length, 0),
    )
    const deadlines = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-island][data-deadline]:not([data-hydrated])')].map(
        (island) => ({ name: island.dataset.island ?? '', afterMs: Number(island.dataset.deadline) }),
      ),
    )
    const laterIslands: RouteBytes['laterIslands'] = []
    let movedOnMs = 0
    for (const { name, afterMs } of deadlines.toSorted((a, b) => a.afterMs - b.afterMs)) {
      const before = sent.length
      await page.clock.fastForward(Math.max(0, afterMs - movedOnMs) + 1000)
      movedOnMs = afterMs + 1000
      await settle(page)
      const later = sent.slice(before).filter((item) => item.isScript)
      const bytes = await Promise.all(later.map((item) => item.body))
      laterIslands.push({
        name,
        afterMs,
        scriptBytes: bytes.reduce((sum, size) => sum + size, 0),
        loadedReact: later.some((item) => isReactCode(item.url)),
      })
    }
    return {
      firstView,
      scrolled,
      largestPicture: { url: largest.url, bytes: largest.bytes },
      scriptBytes: inline + fetchedScripts.reduce((sum, bytes) => sum + bytes, 0),
      scriptNames: scripts.map((item) => new URL(item.url).pathname.split('/').pop() ?? ''),
      loadedReact: scripts.some((item) => isReactCode(item.url)),
      laterIslands,
    }
  } finally {
    await context.close()
  }
}

/** React itself, or code that brings it: an island's hydration. */
const isReactCode = (url: string) => /react|jsx-runtime|hydrate/i.test(new URL(url).pathname)

async function total(sent: Sent[]): Promise<number> {
  // Sizes arrive a moment after each request ends.
  await new Promise((resolve) => setTimeout(resolve, 100))
  return sent.reduce((sum, item) => sum + item.bytes, 0)
}

/** Waits until nothing has been fetched for a while, as the page's scripts start after load. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await page.waitForTimeout(settleMs)
  await page.waitForLoadState('networkidle').catch(() => undefined)
}

async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < maxScrollSteps; step++) {
    const atBottom = await page.evaluate((by) => {
      window.scrollBy(0, by)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    }, scrollStep)
    await page.waitForTimeout(60)
    if (atBottom) return
  }
}
