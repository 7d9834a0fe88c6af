import { expect, test } from '@playwright/test'

const counters = [
  '500+ Carpets Cleaned',
  '200+ Sofas Cleaned',
  '10+ Post-Construction Cleanings',
  '100+ Homes Cleaned',
  '10+ Offices Cleaned',
]

test('the prerendered home page carries the final numbers', async ({ request }) => {
  const html = (await (await request.get('/')).text()).replace(/<!-- -->/g, '')
  for (const counter of counters) expect(html).toContain(counter.split(' ')[0])
})

test('the counters start from 0 below the fold and reach their values once scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 500 })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const items = page.getByRole('region', { name: 'Our Work So Far' }).getByRole('listitem')
  // Before it is seen, each figure shows 0 (the final figure is there only for screen readers).
  await expect(items.first()).toHaveText(/^0\+/)
  await items.first().scrollIntoViewIfNeeded()
  await expect(items).toHaveText(counters, { timeout: 5000 })
})

test('with reduced motion the counters never count: the final values stay', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', baseURL, viewport: { width: 1280, height: 500 } })
  const page = await context.newPage()
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('region', { name: 'Our Work So Far' }).getByRole('listitem')).toHaveText(counters, {
    timeout: 100,
  })
  await context.close()
})
