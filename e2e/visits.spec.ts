import { expect, test, type Page } from '@playwright/test'
import { visitsAddress, type VisitEvent } from '../src/model/visits/visit-event.ts'
import { watchConsole } from './console.ts'
import { openPreview } from './preview.ts'

// The public pages' counting (README.md, "Privacy"): one beacon per page view and per moment, to /api/visits. The
// collector is stood in for here, so these tests say what the pages send, whatever the server does with it.

const isCollector = (url: URL) => url.pathname === visitsAddress

/** Every event the page has sent so far, in order, answered as the collector answers a stored one. */
async function watchBeacons(page: Page): Promise<VisitEvent[]> {
  const events: VisitEvent[] = []
  await page.route(isCollector, async (route) => {
    events.push(route.request().postDataJSON() as VisitEvent)
    await route.fulfill({ status: 204 })
  })
  return events
}

/** The events' names and paths, the way a test states what it expects. */
const sent = (events: VisitEvent[]) => events.map(({ event, path }) => `${event} ${path}`)

/** Everything that follows a tap on a tel: or WhatsApp link stays on the page. */
async function stayOnPage(page: Page) {
  await page.addInitScript(() => {
    window.open = () => null
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault()
    })
  })
}

test('a visit sends one view per page, after the page has loaded and been painted, and sets no cookie', async ({
  page,
  context,
}) => {
  const events = await watchBeacons(page)
  await page.goto('/')
  await expect.poll(() => sent(events)).toEqual(['view /'])
  await page.getByRole('link', { name: 'About Us' }).first().click()
  await expect(page).toHaveURL(/\/about$/)
  await expect.poll(() => sent(events)).toEqual(['view /', 'view /about'])
  await page.waitForLoadState('networkidle')
  expect(sent(events)).toEqual(['view /', 'view /about'])

  const timing = await page.evaluate((address) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const beacons = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === address)
    return { loaded: navigation?.loadEventEnd, painted: paint?.startTime, sentAt: beacons.map((b) => b.startTime) }
  }, visitsAddress)
  expect(timing.sentAt).toHaveLength(1)
  expect(timing.sentAt[0]).toBeGreaterThanOrEqual(timing.loaded ?? Infinity)
  expect(timing.sentAt[0]).toBeGreaterThanOrEqual(timing.painted ?? Infinity)
  expect(await context.cookies()).toEqual([])
})

test('the view says where the visitor came from: the referring site’s host, the campaign and the device', async ({
  page,
  isMobile,
}) => {
  const events = await watchBeacons(page)
  await page.goto('/carpetcleaning?utm_source=flyer&utm_medium=print&utm_campaign=june#prices', {
    referer: 'https://www.google.com/search?q=carpet+cleaning+ruiru',
  })
  await expect.poll(() => events.length).toBe(1)
  expect(events[0]).toEqual({
    event: 'view',
    path: '/carpetcleaning',
    referrer: 'www.google.com',
    utmSource: 'flyer',
    utmMedium: 'print',
    utmCampaign: 'june',
    device: isMobile ? 'phone' : 'computer',
  })
})

/** Opens the chat and sends a message from it, taps a phone number, then opens the quote popup. */
async function doEveryMoment(page: Page, events: VisitEvent[], counted: (moment: string) => Promise<void>) {
  await page.getByRole('button', { name: /^Chat with Ruiru Cleaning & Fumigation on WhatsApp/ }).click()
  const chat = page.getByRole('dialog', { name: 'Ruiru Cleaning & Fumigation' })
  const input = chat.getByRole('textbox', { name: 'Message to Ruiru Cleaning & Fumigation' })
  await expect(input).toBeFocused()
  await counted('chat-opened /')
  await input.fill('Do you clean sofas?')
  await input.press('Enter')
  await expect(input).toHaveValue('')
  await counted('chat-sent /')
  await chat.getByRole('button', { name: 'Close chat' }).click()
  await page.getByRole('link', { name: '+254 700 000 001' }).first().click()
  await counted('call-tap /')
  await page.getByRole('button', { name: 'Get a Quote' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Get a Free Quote' })).toBeVisible()
  await counted('form-opened /')
  await page.waitForLoadState('networkidle')
  return sent(events)
}

test('opening the chat, sending a message from it, tapping a phone number and opening the quote popup are each counted once', async ({
  page,
}) => {
  const consoleMessages = watchConsole(page)
  await stayOnPage(page)
  const events = await watchBeacons(page)
  await page.goto('/')
  await expect.poll(() => sent(events)).toEqual(['view /'])
  const everyMoment = await doEveryMoment(page, events, (moment) => expect.poll(() => sent(events).at(-1)).toBe(moment))
  expect(everyMoment).toEqual(['view /', 'chat-opened /', 'chat-sent /', 'call-tap /', 'form-opened /'])
  expect(consoleMessages).toEqual([])
})

test('a visitor with Global Privacy Control is not counted at all', async ({ page }) => {
  await stayOnPage(page)
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { value: true }))
  const events = await watchBeacons(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await doEveryMoment(page, events, async () => undefined)).toEqual([])
})

test('the site’s own collector takes the view and the moments the pages send', async ({ page }) => {
  await stayOnPage(page)
  const answers: number[] = []
  page.on('response', (response) => {
    if (isCollector(new URL(response.url()))) answers.push(response.status())
  })
  await page.goto('/sofacleaning?utm_source=flyer', { referer: 'https://www.facebook.com/' })
  await expect.poll(() => answers).toEqual([204])
  await page.getByRole('link', { name: '+254 700 000 001' }).first().click()
  await expect.poll(() => answers).toEqual([204, 204])
})

test('a not-found page sends nothing', async ({ page }) => {
  const consoleMessages = watchConsole(page)
  const events = await watchBeacons(page)
  const answer = await page.goto('/no-such-page')
  expect(answer?.status()).toBe(404)
  // The page's scripts have started, counting among them.
  await page.waitForFunction(() => (window as { siteBoot?: { ready: boolean } }).siteBoot?.ready)
  await page.waitForLoadState('networkidle')
  expect(events).toEqual([])
  expect(consoleMessages.filter((message) => !message.includes('404 (Not Found)'))).toEqual([])
})

test('the editor’s preview, which runs the same chat and popups, counts nothing', async ({ page }) => {
  await stayOnPage(page)
  const events = await watchBeacons(page)
  const preview = await openPreview(page, '/')
  // The chat stays in a corner of the preview's tall frame, out of sight: it is used by keyboard.
  await preview.getByRole('button', { name: /^Chat with Ruiru Cleaning & Fumigation on WhatsApp/ }).press('Enter')
  await expect(preview.getByRole('dialog', { name: 'Ruiru Cleaning & Fumigation' })).toBeVisible()
  await preview.getByRole('button', { name: 'Close chat' }).press('Enter')
  await preview.getByRole('button', { name: 'Get a Quote' }).first().click()
  await expect(preview.getByRole('dialog', { name: 'Get a Free Quote' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(events).toEqual([])
})
