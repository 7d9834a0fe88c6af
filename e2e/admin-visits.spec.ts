import { expect, test, type Locator, type Page } from '@playwright/test'
import { visitsAddress, type VisitEvent } from '../src/model/visits/visit-event.ts'
import { seriousAccessibilityProblems } from './axe.ts'
import { manifest } from './site.ts'
import { e2eEditor, logIn } from './admin/log-in.ts'

// The owner looks on her phone at what the website brought: visits counted from the public pages
// show on the Visits screen.
test.skip(({ viewport }) => viewport?.width !== 375, 'A job done on a phone: the mobile project runs it at 375 px')
// A phone's own browser: a headless one is not counted.
const phoneBrowser =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
test.use({ userAgent: phoneBrowser })

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

/** The words of the tables' column headings that show on more than one line: split inside the word. */
const wordsSplitInHeadings = (page: Page) =>
  page.locator('th[scope="col"]').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const text = cell.firstChild
      if (!(text instanceof Text)) return [`${cell.textContent} (not plain text)`]
      const split = [...(text.data.matchAll(/\S+/g) as Iterable<RegExpMatchArray>)].filter((word) => {
        const range = document.createRange()
        range.setStart(text, word.index!)
        range.setEnd(text, word.index! + word[0].length)
        return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size > 1
      })
      const overflows = cell.scrollWidth > cell.clientWidth ? [`${cell.textContent} (wider than its column)`] : []
      return [...split.map((word) => word[0]), ...overflows]
    }),
  )

test('visits counted from the public pages show on the Visits screen, readable on a phone', async ({ page }) => {
  const [service] = manifest.services ?? []
  if (!service) throw new Error('The site has no service page to visit')
  // A flyer's link of this run's own, so figures from earlier runs do not count.
  const flyer = `flyer-${Date.now().toString(36)}`

  await logIn(page, e2eEditor)
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
  // The page by the service's name, never by its address.
  await expect(rowOf(page.getByRole('table', { name: 'Pages people read most' }), service.name)).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(service.path)
  await expect(page.getByRole('main')).not.toContainText(/\bDirect\b|per 100/)
  await expect(page.locator('.visits-chart canvas').first()).toBeVisible()

  await page.getByText('The numbers behind the chart').click()
  const days = page.getByRole('table', { name: 'Visits and visitors each day' })
  await expect(days.getByRole('row')).toHaveCount(8)
  expect(await hasNoSidewaysScroll(page)).toBe(true)
  expect(await page.locator('th[scope="col"]').count()).toBeGreaterThanOrEqual(12)
  expect(await wordsSplitInHeadings(page)).toEqual([])
  expect(await seriousAccessibilityProblems(page)).toEqual([])
})
