import { expect, test, type Page } from '@playwright/test'
import { embedTimeoutMs } from '../src/blocks/social-embeds/embed-status.ts'
import type { VideoProps } from '../src/blocks/video/schema.ts'
import { reactScriptsOf } from './scripts.ts'

/** Every request that would leave this machine; each one is also refused, as it would be without internet. */
async function blockTheInternet(page: Page): Promise<string[]> {
  const attempts: string[] = []
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      attempts.push(route.request().url())
      await route.abort()
    },
  )
  return attempts
}

test('social feeds load only once scrolled into view, as sandboxed frames, then fall back to a message and the profile link', async ({
  page,
}) => {
  const attempts = await blockTheInternet(page)
  await page.goto('/')
  const section = page.locator('section').filter({ has: page.getByRole('link', { name: /^Visit us on / }) })
  const panels = section.getByRole('listitem')
  expect(await panels.count()).toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  for (const panel of await panels.all()) {
    await expect(panel.getByText('Loading Social Media...')).toBeVisible()
  }
  expect(attempts).toEqual([])

  await section.scrollIntoViewIfNeeded()
  for (const panel of await panels.all()) {
    await expect(panel.getByText('Something went wrong. Please try again later.')).toBeVisible({
      timeout: embedTimeoutMs + 2000,
    })
    await expect(panel.getByText('Loading Social Media...')).toHaveCount(0)
    await expect(panel.getByRole('link', { name: /^Visit us on / })).toHaveAttribute('href', /^https:\/\//)
  }
  expect(attempts.length).toBeGreaterThan(0)
  // Each network was asked for its own embed page, for a frame; none for a script to run in this page.
  const networks = ['www.facebook.com', 'www.instagram.com', 'syndication.twitter.com']
  for (const attempt of attempts) expect(networks).toContain(new URL(attempt).hostname)
  await expect(page.locator('script[src]:not([src^="/"])')).toHaveCount(0)
})

test('a social feed shows its network only in a sandboxed frame', async ({ page }) => {
  // The networks answer, with an empty page, so the frames stay.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>feed</title>' }),
  )
  await page.goto('/')
  const section = page.locator('section').filter({ has: page.getByRole('link', { name: /^Visit us on / }) })
  await section.scrollIntoViewIfNeeded()
  const frames = section.locator('iframe')
  await expect(frames.first()).toBeAttached()
  for (const frame of await frames.all()) {
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/)
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/(www\.facebook\.com|www\.instagram\.com|syndication\.twitter\.com)\//,
    )
  }
  await expect(page.locator('script[src]:not([src^="/"])')).toHaveCount(0)
})

test('the contact map is a picture until the visitor asks for the live map', async ({ page }) => {
  await blockTheInternet(page)
  await page.goto('/contact')
  await page.waitForLoadState('networkidle')
  const showMap = page.getByRole('button', { name: 'Show the live map' })
  await expect(showMap).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  )
  const map = page.getByTitle(/^Map showing /)
  await expect(map).toHaveCount(0)
  await expect(page.locator('iframe[src*="google"]')).toHaveCount(0)

  await showMap.click()
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/)
  await expect(map).toBeFocused()
  expect((await map.boundingBox())?.height).toBe(450)
  expect(await reactScriptsOf(page)).toEqual([])
})

test('the carpet cleaning video loads YouTube only when played, in the same space', async ({ page }) => {
  await blockTheInternet(page)
  await page.goto('/carpetcleaning')
  await page.waitForLoadState('networkidle')
  // The video island's props, written into the page, say whether the editor has given it a YouTube id yet.
  const props = await page.locator('[data-island="video"]').first().getAttribute('data-props')
  const video = props ? (JSON.parse(props) as VideoProps) : undefined
  const play = page.getByRole('button', { name: /^Play video: / })
  const player = page.locator('iframe[src*="youtube"]')
  await expect(player).toHaveCount(0)

  if (!video?.youtubeId) {
    await expect(play).toHaveCount(0)
    return
  }
  await expect(play).toHaveAccessibleName(`Play video: ${video.title}`)
  const before = await play.boundingBox()
  await play.click()
  await expect(page.getByTitle(video.title, { exact: true })).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`,
  )
  await expect(play).toHaveCount(0)
  const after = await player.boundingBox()
  expect(Math.round(after?.height ?? 0)).toBe(Math.round(before?.height ?? -1))
  expect(Math.round(after?.width ?? 0)).toBe(Math.round(before?.width ?? -1))
  expect(await reactScriptsOf(page)).toEqual([])
})

test('the footer FAQ opens one answer at a time and closes the open one when pressed again', async ({ page }) => {
  await blockTheInternet(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const faq = page.getByRole('contentinfo').getByRole('region', { name: /frequently asked questions/i })
  const questions = faq.getByRole('heading', { level: 3 }).getByRole('button')
  await expect(questions).toHaveCount(5)
  const [first, second] = [questions.nth(0), questions.nth(1)]
  const answerTo = async (question: typeof first) =>
    faq.getByRole('region', { name: (await question.textContent()) ?? '', exact: true, includeHidden: true })
  const firstAnswer = await answerTo(first)
  const secondAnswer = await answerTo(second)
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(firstAnswer).toBeHidden()

  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(firstAnswer).toBeVisible()

  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(secondAnswer).toBeVisible()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(firstAnswer).toBeHidden()

  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'false')
  await expect(secondAnswer).toBeHidden()
})
