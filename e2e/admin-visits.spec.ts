import { expect, test, type Locator, type Page } from '@playwright/test'
import { visitsAddress, type VisitEvent } from '../src/model/visits/visit-event.ts'
import { seriousAccessibilityProblems } from './axe.ts'
import { e2eAdminPassword } from './inbox.ts'
import { manifest } from './site.ts'

// The owner looks on her phone at what the website brought: visits counted from the public pages
// show on the Visits screen.
test.skip(({ viewport }) => viewport?.width !== 375, 'A job done on a phone: the mobile project runs it at 375 px')
// A phone's own browser: a headless one is not counted.
test.use({
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
})

/** Sends one event as a public page does (from the admin's page: same address, and no counting of its own). */
async function send(page: Page, event: VisitEvent) {
  const status = await page.evaluate(
    async ({ address, body }) =>
      (await fetch(address, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body })).status,
    { address: visitsAddress, body: JSON.stringify(event) },
  )
  expect(status).toBe(204)
}

/** The figure shown under a name in the screen's lists of figures, as a number. */
async function figure(page: Page, name: string): Promise<number> {
  const text = await page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('+ dd')
    .innerText()
  return Number(text.replace(/,/g, ''))
}

const hasNoSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

/** The row of `table` that `name` heads. */
const rowOf = (table: Locator, name: string | RegExp) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })

test('visits counted from the public pages show on the Visits screen, readable on a phone', async ({ page }) => {
  const service = manifest.pages.find((entry) => entry.path !== '/') ?? manifest.pages[0]!
  // A flyer's link of this run's own, so figures from earlier runs do not count.
  const flyer = `flyer-${Date.now().toString(36)}`

  await page.goto('/admin')
  await page.getByLabel('Password').fill(e2eAdminPassword)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Visits' }).click()
  await expect(page.getByRole('heading', { name: 'Visits', level: 1 })).toBeFocused()
  await expect(page.getByRole('heading', { name: 'In these 30 days' })).toBeVisible()
  const tapsBefore = await figure(page, 'Phone number tapped')

  const view: VisitEvent = { event: 'view', path: service.path, referrer: '', utmSource: flyer, device: 'phone' }
  for (let index = 0; index < 3; index++) await send(page, view)
  await send(page, { ...view, event: 'call-tap' })

  await page.getByRole('button', { name: '7 days' }).click()
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('heading', { name: 'In these 7 days' })).toBeVisible()
  const cameFrom = page.getByRole('table', { name: 'Came from' })
  await expect(rowOf(cameFrom, flyer).getByRole('cell')).toHaveText(['3', '0'])
  expect(await figure(page, 'Phone number tapped')).toBe(tapsBefore + 1)
  expect(await figure(page, 'Visits')).toBeGreaterThanOrEqual(3)
  await expect(
    rowOf(
      page.getByRole('table', { name: 'Pages people read most' }),
      new RegExp(service.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    ),
  ).toBeVisible()
  await expect(page.locator('.visits-chart canvas').first()).toBeVisible()

  await page.getByText('The numbers behind the chart').click()
  const days = page.getByRole('table', { name: 'Visits and visitors each day' })
  await expect(days.getByRole('row')).toHaveCount(8)
  expect(await hasNoSidewaysScroll(page)).toBe(true)
  expect(await seriousAccessibilityProblems(page)).toEqual([])
})
