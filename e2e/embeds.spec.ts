import { expect, test, type Page } from '@playwright/test'
import { embedTimeoutMs } from '../src/blocks/social-embeds/embed-status.ts'

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
