import { expect, test, type Page } from '@playwright/test'
import { seriousAccessibilityProblems } from './axe.ts'
import { watchConsole } from './console.ts'
import { reactScriptsOf } from './scripts.ts'

// The floating WhatsApp chat of site.yaml (docs/chat-widget.md), at both widths. The site sends to
// business.whatsapp '+254 700 000 001'; allowClickAway and allowEsc are off.

const greetingText = 'Hello! How can we assist you today?'

test.beforeEach(async ({ page }) => {
  // window.open is replaced, so no test leaves the page; each call's arguments are kept.
  await page.addInitScript(() => {
    const calls: unknown[][] = []
    Object.assign(window, { openedWindows: calls })
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args)
      return null
    }
  })
})

async function visit(page: Page, path = '/') {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

const toggle = (page: Page) => page.getByRole('button', { name: /^Chat with Ruiru Cleaning & Fumigation on WhatsApp/ })
const chat = (page: Page) => page.getByRole('dialog', { name: 'Ruiru Cleaning & Fumigation' })
const input = (page: Page) => chat(page).getByRole('textbox', { name: 'Message to Ruiru Cleaning & Fumigation' })
const greeting = (page: Page) => chat(page).getByText(greetingText)
/** The "1" on the toggle: in the page from the start, shown when a notification comes. */
const badge = (page: Page) => toggle(page).getByText('1', { exact: true })
const openedWindows = (page: Page) =>
  page.evaluate(() => (window as unknown as { openedWindows: [string, string, string][] }).openedWindows)

async function openChat(page: Page) {
  await toggle(page).click()
  await expect(chat(page)).toBeVisible()
}

test('S1, S2, S3, A1, A2, A5, A6, R1: the toggle opens the chat, which types, then greets with the time; focus goes to the input', async ({
  page,
}) => {
  const consoleMessages = watchConsole(page)
  await visit(page)
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(chat(page)).toBeHidden()
  await openChat(page)
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(input(page)).toBeFocused()
  await expect(chat(page)).toHaveAccessibleDescription('Typically replies within 1 minute')
  const dots = chat(page).locator('.floating-whatsapp-chatbox__dots')
  await expect(dots).toBeVisible()
  await expect(chat(page).locator('[aria-live="polite"]')).toContainText('Ruiru Cleaning & Fumigation is typing…')
  await expect(greeting(page)).toBeVisible({ timeout: 4000 })
  await expect(dots).toHaveCount(0)
  const time = chat(page).locator('time')
  await expect(time).toHaveAttribute('datetime', /^\d{2}:\d{2}$/)
  await expect(time).toHaveText(/\d{2}:\d{2}/)
  const box = await toggle(page).boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(44)
  expect(box?.height).toBeGreaterThanOrEqual(44)
  expect(consoleMessages).toEqual([])
})

test('L1, L2, L3, S6: Enter sends the message to wa.me intact in a new window, clears the input, keeps the chat open', async ({
  page,
}) => {
  await visit(page)
  await openChat(page)
  await input(page).fill('Hi & bye #1 + 50%')
  await input(page).press('Enter')
  const calls = await openedWindows(page)
  expect(calls).toHaveLength(1)
  const [address, target, features] = calls[0] ?? []
  const url = new URL(address ?? '')
  expect(url.origin + url.pathname).toBe('https://wa.me/254700000001')
  expect(url.searchParams.get('text')).toBe('Hi & bye #1 + 50%')
  expect([target, features]).toEqual(['_blank', 'noopener,noreferrer'])
  await expect(input(page)).toHaveValue('')
  await expect(chat(page)).toBeVisible()
})

test('S6, A4: the Send message button sends too', async ({ page }) => {
  await visit(page)
  await openChat(page)
  await input(page).fill('  Fumigation for a 2-bedroom flat?  ')
  await chat(page).getByRole('button', { name: 'Send message' }).click()
  const calls = await openedWindows(page)
  expect(calls).toHaveLength(1)
  expect(new URL(calls[0]?.[0] ?? '').searchParams.get('text')).toBe('Fumigation for a 2-bedroom flat?')
  await expect(input(page)).toHaveValue('')
})

test('S6: an empty message is not sent, and focus stays in the input', async ({ page }) => {
  await visit(page)
  await openChat(page)
  await input(page).press('Enter')
  await input(page).fill('   ')
  await chat(page).getByRole('button', { name: 'Send message' }).click()
  expect(await openedWindows(page)).toEqual([])
  await expect(input(page)).toBeFocused()
  await expect(chat(page)).toBeVisible()
})

test('S1, A3, A5: the Close chat button closes it and gives focus back to the toggle', async ({ page }) => {
  await visit(page)
  await openChat(page)
  await chat(page).getByRole('button', { name: 'Close chat' }).click()
  await expect(chat(page)).toBeHidden()
  await expect(toggle(page)).toBeFocused()
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
})

test('S4, A5: Escape inside the chat closes it and gives focus back to the toggle', async ({ page }) => {
  await visit(page)
  await openChat(page)
  await input(page).fill('half-written')
  await page.keyboard.press('Escape')
  await expect(chat(page)).toBeHidden()
  await expect(toggle(page)).toBeFocused()
  await expect(page.locator('.floating-whatsapp-chatbox input')).toBeHidden()
})

test('S4, S5: with allowEsc and allowClickAway off (site.yaml), Escape and a click elsewhere on the page leave it open', async ({
  page,
}) => {
  await visit(page)
  await openChat(page)
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
  const box = await chat(page).boundingBox()
  // The click lands on the page, outside the chat.
  expect((heading?.y ?? 0) + 2).toBeLessThan(box?.y ?? 0)
  await page.getByRole('heading', { level: 1 }).click({ position: { x: 2, y: 2 } })
  await expect(chat(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(chat(page)).toBeVisible()
})

test('A7, A2: axe finds no serious problem with the chat open, in the light and the dark theme (A10)', async ({
  page,
}) => {
  await visit(page)
  await openChat(page)
  await expect(greeting(page)).toBeVisible({ timeout: 4000 })
  await input(page).fill('Hello')
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await page.locator('.floating-whatsapp').evaluate((root) => root.classList.add('floating-whatsapp--dark'))
  await expect(chat(page)).toHaveCSS('background-color', 'rgb(11, 20, 26)')
  expect(await seriousAccessibilityProblems(page)).toEqual([])
})

test('A4, A8: the input text is at least 16 px, and reduced motion stops the animations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page)
  await expect(toggle(page)).toHaveCSS('animation-name', 'none')
  await openChat(page)
  const fontSize = await input(page).evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
  expect(fontSize).toBeGreaterThanOrEqual(16)
  await expect(chat(page).locator('.floating-whatsapp-chatbox__dots span').first()).toHaveCSS('animation-name', 'none')
  await expect(chat(page)).toHaveCSS('animation-name', 'none')
})

test('A9, R3: the chat is 375 px wide or fits the screen, its body at most 382 px, the avatar loaded by URL', async ({
  page,
  isMobile,
}) => {
  await visit(page)
  await openChat(page)
  const viewport = page.viewportSize() ?? { width: 0, height: 0 }
  const box = await chat(page).boundingBox()
  expect(box?.width).toBe(Math.min(375, viewport.width - 32))
  expect(box?.x).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
  if (isMobile) expect(Math.abs((box?.x ?? 0) - (viewport.width - (box?.x ?? 0) - (box?.width ?? 0)))).toBeLessThan(1)
  const body = await chat(page).locator('.floating-whatsapp-chatbox__body').boundingBox()
  expect(body?.height).toBeLessThanOrEqual(382)
  const avatar = chat(page).locator('img')
  await expect(avatar).toHaveAttribute('src', '/images/avatar.svg')
  await expect(avatar).toHaveAttribute('alt', '')
  // Loaded lazily: the closed box does not compete with the page's own pictures.
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})

test('A9: nothing of the chat is clipped on a 320 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 })
  await visit(page)
  await openChat(page)
  for (const control of [
    chat(page),
    chat(page).getByRole('button', { name: 'Close chat' }),
    input(page),
    chat(page).getByRole('button', { name: 'Send message' }),
    toggle(page),
  ]) {
    const box = await control.boundingBox()
    expect(box?.x).toBeGreaterThanOrEqual(0)
    expect(box?.y).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320)
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(568)
  }
  const name = chat(page).getByRole('heading', { name: 'Ruiru Cleaning & Fumigation' })
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
})

test('A9: the toggle never covers the phone tab bar, nor a focused form button', async ({ page, isMobile }) => {
  await visit(page, '/contact')
  const button = await toggle(page).boundingBox()
  if (isMobile) {
    const tabBar = await page.getByRole('navigation', { name: 'Main' }).boundingBox()
    expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(tabBar?.y ?? 0)
  }
  for (const label of ['Book Now', 'Send Message']) {
    const submit = page.getByRole('button', { name: label, exact: true })
    await submit.focus()
    const own = await submit.boundingBox()
    const chatButton = await toggle(page).boundingBox()
    const overlaps =
      own &&
      chatButton &&
      own.x < chatButton.x + chatButton.width &&
      chatButton.x < own.x + own.width &&
      own.y < chatButton.y + chatButton.height &&
      chatButton.y < own.y + own.height
    expect(overlaps, `the chat button covers "${label}"`).toBeFalsy()
  }
})

test('N1, N4: after notificationDelay the badge shows and names itself; once the chat is opened it never returns', async ({
  page,
}) => {
  await page.clock.install()
  await visit(page)
  await expect(toggle(page)).toHaveAccessibleName('Chat with Ruiru Cleaning & Fumigation on WhatsApp')
  await expect(badge(page)).toBeHidden()
  await page.clock.fastForward(60_000)
  await expect(toggle(page)).toHaveAccessibleName('Chat with Ruiru Cleaning & Fumigation on WhatsApp, 1 new message')
  await expect(badge(page)).toBeVisible()
  await openChat(page)
  await expect(badge(page)).toBeHidden()
  await page.keyboard.press('Escape')
  await page.clock.fastForward(300_000)
  await expect(badge(page)).toBeHidden()
})

/** Keeps the file names of the scripts the page asks for from now on. */
function watchScripts(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? ''
    if (name.endsWith('.js')) names.push(name)
  })
  return names
}

/** React itself, and the React chat's own code (which public pages never load). */
const isReact = (name: string) => /^(hydrate|mount-dialogs|jsx-runtime|PageProviders|SiteChat)-/.test(name)

test('N1, N4: the badge comes without React; the first tap brings the chat’s plain code, still no React, and the chat opens as before', async ({
  page,
}) => {
  const scripts = watchScripts(page)
  await page.clock.install()
  await visit(page)
  await page.clock.fastForward(60_000)
  await expect(toggle(page)).toHaveAccessibleName('Chat with Ruiru Cleaning & Fumigation on WhatsApp, 1 new message')
  await expect(badge(page)).toBeVisible()
  await page.clock.fastForward(120_000)
  await expect(badge(page)).toBeVisible()
  expect(scripts.filter(isReact)).toEqual([])
  expect(scripts.some((name) => name.startsWith('chat-badge-'))).toBe(true)
  expect(await page.locator('[data-island="chat"]').getAttribute('data-hydrated')).toBeNull()
  await openChat(page)
  expect(scripts.filter(isReact)).toEqual([])
  expect(scripts.some((name) => name.startsWith('chat-behaviour-'))).toBe(true)
  await expect(input(page)).toBeFocused()
  await expect(badge(page)).toBeHidden()
  await expect(greeting(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(toggle(page)).toBeFocused()
  await page.clock.fastForward(300_000)
  await expect(toggle(page)).toHaveAccessibleName('Chat with Ruiru Cleaning & Fumigation on WhatsApp')
})

test('N3, A1: the chat’s code comes when the pointer rests on the toggle, keeps the badge it finds, and Enter opens the chat', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'A phone has no pointer that rests; the tap is tested above.')
  const consoleMessages = watchConsole(page)
  await page.clock.install()
  await visit(page)
  await page.clock.fastForward(60_000)
  await expect(badge(page)).toBeVisible()
  await toggle(page).hover()
  await expect(page.locator('[data-island="chat"]')).toHaveAttribute('data-hydrated', '')
  await expect(toggle(page)).toHaveAccessibleName('Chat with Ruiru Cleaning & Fumigation on WhatsApp, 1 new message')
  await page.clock.fastForward(60_000)
  await expect(badge(page)).toBeVisible()
  await toggle(page).focus()
  await page.keyboard.press('Enter')
  await expect(chat(page)).toBeVisible()
  await expect(input(page)).toBeFocused()
  await expect(badge(page)).toBeHidden()
  expect(consoleMessages).toEqual([])
})

test('S7: the chat stays as the visitor left it from page to page, and reopening takes no focus', async ({
  page,
  isMobile,
}) => {
  await visit(page, '/')
  await openChat(page)
  const menu = page.getByRole('navigation', { name: 'Main' })
  await menu.getByRole('link', { name: isMobile ? 'About' : 'About Us', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(chat(page)).toBeVisible()
  await expect(greeting(page)).toBeVisible()
  await expect(input(page)).not.toBeFocused()
  await chat(page).getByRole('button', { name: 'Close chat' }).click()
  await page.goto('/contact')
  await page.waitForLoadState('networkidle')
  await expect(chat(page)).toBeHidden()
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
})

test('L2, S4, A5: by tap and by keyboard, the chat opens, sends to WhatsApp and closes with Escape, without React', async ({
  page,
  isMobile,
}) => {
  const consoleMessages = watchConsole(page)
  await visit(page)
  if (isMobile) await toggle(page).tap()
  else await toggle(page).click()
  await expect(chat(page)).toBeVisible()
  await expect(input(page)).toBeFocused()
  await input(page).fill('Carpet & sofa, 2 rooms?')
  await chat(page).getByRole('button', { name: 'Send message' }).click()
  await page.keyboard.press('Escape')
  await expect(chat(page)).toBeHidden()
  await expect(toggle(page)).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(chat(page)).toBeVisible()
  await expect(input(page)).toBeFocused()
  await page.keyboard.type('Hi & bye #1 + 50%')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await expect(chat(page)).toBeHidden()
  await expect(toggle(page)).toBeFocused()
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')

  const sent = (await openedWindows(page)).map(([address, target, features]) => {
    const url = new URL(address)
    return [url.origin + url.pathname, url.searchParams.get('text'), target, features]
  })
  expect(sent).toEqual([
    ['https://wa.me/254700000001', 'Carpet & sofa, 2 rooms?', '_blank', 'noopener,noreferrer'],
    ['https://wa.me/254700000001', 'Hi & bye #1 + 50%', '_blank', 'noopener,noreferrer'],
  ])
  await expect(page.locator('[data-island="chat"]')).toHaveAttribute('data-hydrated', '')
  expect(await reactScriptsOf(page)).toEqual([])
  expect(consoleMessages).toEqual([])
})

test('A1, A5, S4, S6: by keyboard alone from a fresh page, without React: Space opens, Tab moves inside, Enter sends and closes', async ({
  page,
}) => {
  const consoleMessages = watchConsole(page)
  const scripts = watchScripts(page)
  await visit(page)
  await toggle(page).focus()
  await page.keyboard.press('Space')
  await expect(chat(page)).toBeVisible()
  await expect(input(page)).toBeFocused()
  await page.keyboard.type('Sofa & carpet?')
  await page.keyboard.press('Tab')
  await expect(chat(page).getByRole('button', { name: 'Send message' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(input(page)).toHaveValue('')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(chat(page).getByRole('button', { name: 'Close chat' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(chat(page)).toBeHidden()
  await expect(toggle(page)).toBeFocused()
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')

  await page.keyboard.press('Enter')
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(chat(page)).toBeHidden()
  await expect(toggle(page)).toBeFocused()
  const sent = (await openedWindows(page)).map(([address]) => new URL(address).searchParams.get('text'))
  expect(sent).toEqual(['Sofa & carpet?'])
  expect(scripts.filter(isReact)).toEqual([])
  expect(consoleMessages).toEqual([])
})
