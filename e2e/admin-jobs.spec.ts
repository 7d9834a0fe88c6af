import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { seriousAccessibilityProblems } from './axe.ts'
import { startEditorServer, editorServerStartMs, type EditorServer } from './admin/project-copy.ts'
import { openWebsite } from './admin/log-in.ts'

// Everyday jobs of the office manager, on a phone, each from the screen's own words: on a copy of the
// project with its own editor server, so publishing changes the copy, not ours.
test.describe.configure({ mode: 'serial', timeout: 150_000 })
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

let server: EditorServer

test.beforeAll(async () => {
  test.setTimeout(editorServerStartMs)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

const siteYaml = () => readFileSync(join(server.dir, 'site.yaml'), 'utf8')
const soonDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

const bar = (page: Page) => page.getByRole('region', { name: 'Publish your changes' })

/** Publishes from the bar that stays at the bottom of the screen. */
async function publish(page: Page) {
  const publishButton = bar(page).getByRole('button', { name: 'Publish', exact: true })
  await expect(publishButton).toBeInViewport()
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 10_000 })
  await publishButton.click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 90_000 })
}

async function openOfficePhone(page: Page) {
  await page.getByRole('link', { name: 'Business details', exact: true }).click()
  const office = page.locator('details').filter({ has: page.locator('summary', { hasText: '1. Office' }) })
  await office.locator('summary').click()
  return office.getByLabel('Number', { exact: true })
}

test('change the office phone', async ({ page }) => {
  await openWebsite(page, server)
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await page.setViewportSize({ width: 375, height: 740 })
  const number = await openOfficePhone(page)
  await number.fill('+254 711 222 333')
  await expect(bar(page).getByText('1 change waiting to be published.')).toBeVisible()
  await publish(page)
  expect(siteYaml()).toContain("number: '+254 711 222 333'")
  await page.goto(`${server.base}/contact`)
  await expect(page.getByRole('main').getByText('+254 711 222 333').first()).toBeVisible()
})

test('add a service, publish, and book it through the booking form', async ({ page }) => {
  await openWebsite(page, server)
  await page.getByRole('button', { name: 'Add a service' }).click()
  await expect(page.getByLabel('Name of the service')).toBeFocused()
  await page.keyboard.type('Window Cleaning')
  await expect(
    page.getByText(`Visitors will find its page at ${new URL(server.base).host}/window-cleaning`),
  ).toBeVisible()
  await page.getByLabel('One sentence about it').fill('Clear, streak-free windows for homes and offices.')
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await page.getByRole('button', { name: 'Add the service' }).click()
  await expect(page.getByText(/Window Cleaning was added/)).toBeAttached()
  await publish(page)

  await page.goto(`${server.base}/window-cleaning`)
  await expect(page.getByRole('heading', { name: 'Window Cleaning', level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Book this service' }).click()
  const booking = page.getByRole('dialog', { name: 'Book a Cleaning Session' })
  await expect(booking.getByLabel('Service')).toHaveValue('window-cleaning')
  await booking.getByLabel('Name').fill('Amina Otieno')
  await booking.getByLabel('Phone number').fill('+254 712 345 678')
  await booking.getByLabel('Preferred date').fill(soonDate)
  await booking.getByRole('button', { name: 'Book Now' }).click()
  await expect(booking.getByRole('status')).toHaveText('Booking submitted successfully!')
})

test('fix a wrong entry from its message alone', async ({ page }) => {
  await openWebsite(page, server)
  const number = await openOfficePhone(page)
  await number.fill('call the office')
  await expect(bar(page).getByText(/1 problem to fix first/)).toBeVisible()
  await bar(page).getByRole('button', { name: 'Show the problem' }).click()
  const entry = page.locator('.error-summary').getByRole('link')
  await expect(entry).toHaveText(/^Business details, Phone numbers: 1st phone number \(Office\), Number: /)
  await expect(entry).not.toHaveText(/\[|\]|business\.|status|YAML/)
  await entry.click()
  await expect(number).toBeFocused()
  await expect(number).toHaveAttribute('aria-invalid', 'true')
  await number.fill('+254 733 444 555')
  await expect(page.locator('.error-summary')).toBeHidden()
  await publish(page)
  expect(siteYaml()).toContain("number: '+254 733 444 555'")
})
