import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { blockBehaviours } from '../src/blocks/behaviours.ts'
import { embedTimeoutMs } from '../src/blocks/social-embeds/embed-status.ts'
import { distDir } from '../src/build/dist-dir.ts'
import { wordsFor } from '../src/words/words.ts'
import { seriousAccessibilityProblems } from './axe.ts'
import { watchConsole } from './console.ts'
import { isReactScript } from './scripts.ts'
import { scrollIntoStillView } from './layout-still.ts'
import { manifest } from './site.ts'
import { e2eEditor, logIn } from './admin/log-in.ts'

// Every island the built site has, started on a page that uses it and worked as a visitor would: by tap
// (a click at desktop width) and by keyboard. Each fails if a React file is requested. A block's island with no row
// of its own below is worked as any block's would be (blockRow), so a new block needs no row here.

/** How a visitor presses a control. */
type Press = (control: Locator) => Promise<void>

interface IslandRow {
  /** The island's name, as in its data-island attribute. */
  island: string
  /** Where only one width shows the island (the header's drop-down menus are desktop only). */
  only?: 'desktop' | 'mobile'
  /** Works the island on its page with `press` and checks what the visitor gets; `byKeyboard` says which press it is. */
  work(page: Page, press: Press, byKeyboard: boolean): Promise<void>
}

/** An island that starts as it is seen, with nothing for the visitor to press. */
interface SeenIslandRow {
  island: string
  /** Scrolls to the island and checks it came to life. */
  see(page: Page): Promise<void>
}

/** A day a month from now: bookings take dates from today up to two years ahead. */
const soonDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

/**
 * Answers every request that would leave this machine with an empty page, as a video or map host would
 * answer a frame, so a frame's focus does not hang on how fast Chromium draws its own error page.
 */
async function answerOutsideFrames(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outside</title>' }),
  )
}

/** The list a disclosure button shows and hides, found through its aria-controls. */
async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls')
  return page.locator(`[id="${id}"]`)
}

const rows: IslandRow[] = [
  {
    island: 'faq',
    async work(page, press) {
      const faq = page.getByRole('contentinfo').getByRole('region', { name: 'Frequently Asked Questions' })
      const questions = faq.getByRole('heading', { level: 3 }).getByRole('button')
      const [first, second] = [questions.nth(0), questions.nth(1)]
      const answerTo = async (question: Locator) =>
        faq.getByRole('region', { name: await question.innerText(), exact: true, includeHidden: true })
      await expect(await answerTo(first)).toBeHidden()
      await press(first)
      await expect(first).toHaveAttribute('aria-expanded', 'true')
      await expect(await answerTo(first)).toBeVisible()
      await press(second)
      await expect(second).toHaveAttribute('aria-expanded', 'true')
      await expect(first).toHaveAttribute('aria-expanded', 'false')
      await expect(await answerTo(first)).toBeHidden()
      await press(second)
      await expect(second).toHaveAttribute('aria-expanded', 'false')
      await expect(await answerTo(second)).toBeHidden()
    },
  },
  {
    island: 'nav-dropdown',
    only: 'desktop',
    async work(page, press, byKeyboard) {
      const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Services' })
      const panel = await controlledBy(page, toggle)
      await expect(panel).toBeHidden()
      await press(toggle)
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(panel.getByRole('link').first()).toBeVisible()
      if (byKeyboard) {
        await page.keyboard.press('ArrowDown')
        await expect(panel.getByRole('link').first()).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(toggle).toBeFocused()
      } else await press(toggle)
      await expect(panel).toBeHidden()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    },
  },
  {
    island: 'gallery',
    async work(page, press) {
      const opener = page.getByRole('button', { name: /^View larger: / }).nth(1)
      const alt = ((await opener.getAttribute('aria-label')) ?? '').replace('View larger: ', '')
      await press(opener)
      const dialog = page.getByRole('dialog', { name: 'Enlarged picture' })
      await expect(dialog).toBeVisible()
      const large = dialog.getByRole('img', { name: alt, exact: true })
      await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
      expect(await seriousAccessibilityProblems(page)).toEqual([])
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
      const closed = page.getByRole('dialog', { name: 'Enlarged picture', includeHidden: true })
      await expect(closed.getByRole('img', { includeHidden: true })).toHaveCount(0)
      await press(opener)
      await press(dialog.getByRole('button', { name: 'Close' }))
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
    },
  },
  {
    island: 'map',
    async work(page, press) {
      const show = page.getByRole('button', { name: 'Show the live map' })
      const link = await page.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')
      expect(link).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/)
      const place = new URL(link ?? '').searchParams.get('query') ?? ''
      await expect(page.locator('section').filter({ has: show }).getByText(place, { exact: true })).toBeVisible()
      await expect(page.locator('iframe[src*="google"]')).toHaveCount(0)
      const height = (await page.locator('.map-embed__stage').boundingBox())?.height
      await answerOutsideFrames(page)
      await press(show)
      const map = page.getByTitle(`Map showing ${place}`, { exact: true })
      await expect(map).toHaveAttribute(
        'src',
        `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`,
      )
      await expect(map).toBeFocused()
      await expect(show).toHaveCount(0)
      expect((await map.boundingBox())?.height).toBe(height)
    },
  },
  {
    island: 'video',
    async work(page, press) {
      const play = page.getByRole('button', { name: /^Play video: / })
      const title = ((await play.getAttribute('aria-label')) ?? '').replace('Play video: ', '')
      await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0)
      const before = await play.boundingBox()
      await answerOutsideFrames(page)
      await press(play)
      const player = page.getByTitle(title, { exact: true })
      await expect(player).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
      )
      await expect(player).toBeFocused()
      await expect(play).toHaveCount(0)
      const after = await player.boundingBox()
      expect([Math.round(after?.width ?? 0), Math.round(after?.height ?? 0)]).toEqual([
        Math.round(before?.width ?? -1),
        Math.round(before?.height ?? -1),
      ])
    },
  },
  {
    island: 'form',
    async work(page, press) {
      const bodies: unknown[] = []
      await page.route('**/api/forms/booking', async (route) => {
        bodies.push(route.request().postDataJSON())
        await route.fulfill({ status: 201, contentType: 'application/json', body: '{}' })
      })
      const form = page.getByRole('form', { name: 'Book a Cleaning Session' })
      const send = form.getByRole('button', { name: 'Book Now' })
      await form.getByLabel('Name').fill('Kamau N.')
      await press(send)
      await expect(form.getByRole('status')).toHaveText('Please correct the fields marked below.')
      await expect(form.getByText('Phone number is required', { exact: true })).toBeVisible()
      await expect(form.getByLabel('Phone number')).toBeFocused()
      await expect(form.getByLabel('Name')).toHaveValue('Kamau N.')
      expect(await seriousAccessibilityProblems(page)).toEqual([])
      await form.getByLabel('Phone number').fill('+254 712 345 678')
      await form.getByLabel('Service').selectOption('sofacleaning')
      await form.getByLabel('Preferred date').fill(soonDate)
      await press(send)
      await expect(form.getByRole('status')).toHaveText('Booking submitted successfully!')
      expect(bodies).toEqual([
        { _language: 'en-KE', name: 'Kamau N.', phone: '+254 712 345 678', service: 'sofacleaning', date: soonDate },
      ])
    },
  },
  {
    island: 'chat',
    async work(page, press, byKeyboard) {
      await page.evaluate(() => {
        // Sending opens WhatsApp in a new window: its address is kept here instead, so the test stays on the page.
        const opened: string[] = []
        Object.assign(window, { opened })
        window.open = (url) => {
          opened.push(String(url))
          return null
        }
      })
      const toggle = page.getByRole('button', { name: /^Chat with .+ on WhatsApp/ })
      const chat = await controlledBy(page, toggle)
      await expect(chat).toBeHidden()
      await press(toggle)
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const input = chat.getByRole('textbox', { name: /^Message to / })
      await expect(input).toBeFocused()
      await input.fill('Hi & bye #1 + 50%')
      await press(chat.getByRole('button', { name: 'Send message' }))
      await expect(input).toHaveValue('')
      const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened)
      expect(opened.map((url) => new URL(url).searchParams.get('text'))).toEqual(['Hi & bye #1 + 50%'])
      if (byKeyboard) await page.keyboard.press('Escape')
      else await press(chat.getByRole('button', { name: 'Close chat' }))
      await expect(chat).toBeHidden()
      await expect(toggle).toBeFocused()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    },
  },
]

const seenRows: SeenIslandRow[] = [
  {
    island: 'counters',
    async see(page) {
      const figures = page.locator('[data-island="counters"]').getByRole('listitem')
      await figures.first().scrollIntoViewIfNeeded()
      await expect(figures.first()).toHaveText(/^[1-9][\d,]*\+/, { timeout: 5000 })
    },
  },
  {
    island: 'social-embeds',
    async see(page) {
      // The tests' browser cannot reach the networks: each feed falls back to its message once it has tried.
      const island = page.locator('[data-island="social-embeds"]')
      await island.scrollIntoViewIfNeeded()
      await expect(island.getByText(wordsFor('en-KE').feedFailed).first()).toBeVisible({
        timeout: embedTimeoutMs + 2000,
      })
    },
  },
]

/** Islands whose rows their own work adds. */
const rowsToCome: string[] = []

/** For each island the built site has, the first page that shows it, and when the island comes to life there. */
const pageOfIsland = new Map<string, string>()
const whenOfIsland = new Map<string, string>()
for (const { path } of manifest.pages) {
  const html = readFileSync(join(distDir, path, 'index.html'), 'utf8')
  for (const [tag] of html.matchAll(/<[^>]*\bdata-island="[^"]+"[^>]*>/g)) {
    const island = /data-island="([^"]+)"/.exec(tag)?.[1] ?? ''
    if (pageOfIsland.has(island)) continue
    pageOfIsland.set(island, path)
    whenOfIsland.set(island, /data-when="([^"]+)"/.exec(tag)?.[1] ?? '')
  }
}

/** What a visitor presses on a block: its buttons and tabs, never a link, which would leave the page. */
const pressable = ['button', 'tab', 'checkbox', 'radio', 'switch'] as const

/**
 * The row of a block's island that has none of its own: one that waits for a tap or a key has its first control
 * pressed; any other is scrolled into view. Either way it must come to life.
 */
function blockRow(island: string): IslandRow | SeenIslandRow {
  const element = (page: Page) => page.locator(`[data-island="${island}"]`).first()
  if (whenOfIsland.get(island) !== 'interaction')
    return { island, see: async (page) => element(page).scrollIntoViewIfNeeded() }
  return {
    island,
    async work(page, press) {
      const controls = pressable.map((role) => element(page).getByRole(role))
      const first = controls.reduce((all, control) => all.or(control)).first()
      await expect(first, `the ${island} island has something to press`).toBeVisible()
      await press(first)
    },
  }
}

const hasRow = (island: string) => [...rows, ...seenRows].some((row) => row.island === island)
const blockRows = Object.keys(blockBehaviours)
  .filter((island) => !hasRow(island))
  .map(blockRow)
rows.push(...blockRows.filter((row): row is IslandRow => 'work' in row))
seenRows.push(...blockRows.filter((row): row is SeenIslandRow => 'see' in row))

/** Opens the island's page, collecting every request for a React file and the console's complaints. */
async function openPageOf(page: Page, island: string) {
  const reactFiles: string[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? ''
    if (file.endsWith('.js') && isReactScript(file)) reactFiles.push(file)
  })
  const consoleMessages = watchConsole(page)
  await page.goto(pageOfIsland.get(island) ?? '/')
  await page.waitForFunction(() => (window as { siteBoot?: { ready: boolean } }).siteBoot?.ready === true)
  return {
    reactFiles,
    // The players, maps and feeds ask for their sites, which the tests' browser cannot reach.
    complaints: () => consoleMessages.filter((message) => !/ERR_NAME_NOT_RESOLVED|'web-share'/.test(message)),
  }
}

test('every island of the built site has a row', () => {
  const covered = [...rows, ...seenRows].map((row) => row.island)
  expect(
    [...pageOfIsland.keys()].filter((island) => !covered.includes(island) && !rowsToCome.includes(island)),
  ).toEqual([])
  for (const island of covered) expect(pageOfIsland.has(island), `a page shows the ${island} island`).toBe(true)
})

const ways: [string, (isMobile: boolean) => Press][] = [
  [
    'tap',
    (isMobile) => async (control) => {
      await scrollIntoStillView(control)
      await (isMobile ? control.tap() : control.click())
    },
  ],
  [
    'keyboard',
    () => async (control) => {
      await control.focus()
      await control.press('Enter')
    },
  ],
]

for (const row of rows)
  for (const [way, pressFor] of ways)
    test(`the ${row.island} island works by ${way}, without React`, async ({ page, isMobile }) => {
      test.skip(row.only === (isMobile ? 'desktop' : 'mobile'), `The ${row.island} island shows at the other width.`)
      const opened = await openPageOf(page, row.island)
      await row.work(page, pressFor(isMobile), way === 'keyboard')
      await expect(page.locator(`[data-island="${row.island}"]`).first()).toHaveAttribute('data-hydrated', '')
      expect(opened.reactFiles).toEqual([])
      expect(opened.complaints()).toEqual([])
    })

for (const row of seenRows)
  test(`the ${row.island} island comes to life as it is seen, without React`, async ({ page }) => {
    const opened = await openPageOf(page, row.island)
    await row.see(page)
    await expect(page.locator(`[data-island="${row.island}"]`).first()).toHaveAttribute('data-hydrated', '')
    expect(opened.reactFiles).toEqual([])
    expect(opened.complaints()).toEqual([])
  })

test('the editor’s preview brings the islands of the page React draws to life with the same behaviours', async ({
  page,
}) => {
  await logIn(page, e2eEditor)
  await page.goto('/admin/website?section=business')
  await page.getByLabel('Page to preview').selectOption('/gallery')
  const preview = page.frameLocator('iframe[title^="Preview of Gallery"]')

  const question = preview.getByRole('contentinfo').getByRole('heading', { level: 3 }).getByRole('button').first()
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  const opener = preview.getByRole('button', { name: /^View larger: / }).first()
  await opener.click()
  const dialog = preview.getByRole('dialog', { name: 'Enlarged picture' })
  await expect(dialog.getByRole('img')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})
