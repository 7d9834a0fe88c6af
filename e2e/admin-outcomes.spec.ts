import { expect, test, type Locator, type Page } from '@playwright/test'
import { startEditorServer, type EditorServer } from './admin/project-copy.ts'
import { logIn } from './admin/log-in.ts'

// Every result in view: what a publish or an undo did is said in the bar at the bottom of the screen,
// announced to screen readers, wherever the person has scrolled (on a phone, at 375 px, and on a
// laptop), and it goes as soon as it no longer holds. On a copy of the project with its own server.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

let server: EditorServer

test.beforeAll(async () => {
  // Copying the project and starting its server takes a while on a busy machine.
  test.setTimeout(120_000)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

const goTo = async (page: Page, screen: 'Website' | 'History') => {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: screen }).click()
  await expect(page.getByRole('heading', { name: screen, level: 1 })).toBeVisible()
}

/** The line of a bar at the bottom of the screen that screen readers announce. */
const barStatus = (page: Page, bar: string) => page.getByRole('region', { name: bar }).getByRole('status')

/** Whether the whole of `element` is on the screen as it is now, without scrolling. */
async function expectOnScreen(page: Page, element: Locator) {
  const box = await element.boundingBox()
  const screen = page.viewportSize()
  expect(box, 'the element is shown').not.toBeNull()
  expect(screen).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(screen!.width)
  expect(box!.y + box!.height).toBeLessThanOrEqual(screen!.height)
}

test('after Publish the outcome is on screen in the bar, until the next change', async ({ page }) => {
  await logIn(page, server)
  await goTo(page, 'Website')
  const tagline = page.getByLabel('Line about the business')
  await tagline.fill('Spotless homes and offices in Ruiru.')
  const status = barStatus(page, 'Publish your changes')
  await expect(status).toHaveText('1 change waiting to be published.')
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 30_000 })
  const scrolledTo = await page.evaluate(() => window.scrollY)

  await page.getByRole('region', { name: 'Publish your changes' }).getByRole('button', { name: 'Publish' }).click()
  await expect(status).toContainText('Published. Visitors now see the new version.', { timeout: 90_000 })
  await expectOnScreen(page, status)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo)
  // Said once, in the bar: the panel beside the preview does not keep its own copy.
  await expect(page.getByText('Published. Visitors now see the new version.')).toHaveCount(1)

  await tagline.fill('Spotless homes and offices in Ruiru and Nairobi.')
  await expect(status).toHaveText('1 change waiting to be published.')
  await expect(page.getByText(/Published\. Visitors now see/)).toHaveCount(0)
  // Each change is checked once the server has it: the next visit then starts from what this one left.
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 30_000 })
  // Taken back: nothing waits, and nothing stale is said.
  await page.getByRole('region', { name: 'Publish your changes' }).getByRole('button', { name: 'Undo' }).click()
  await expect(status).toHaveText('No changes waiting.')
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 30_000 })
})

test('after an undo in History the outcome is on screen in the bar, and gone after a new change', async ({ page }) => {
  await logIn(page, server)
  await goTo(page, 'History')
  const newest = page.locator('.history-entry').first()
  await expect(newest.getByRole('button', { name: 'Undo these changes' })).toBeVisible()
  await newest.getByRole('button', { name: 'Undo these changes' }).click()
  await newest.getByRole('button', { name: 'Yes, undo these changes' }).click()

  const status = barStatus(page, 'What happened')
  await expect(status).toContainText('Undone: the website shows what it showed before these changes.', {
    timeout: 90_000,
  })
  await expectOnScreen(page, status)
  await expect(page.getByText(/^Undone:/)).toHaveCount(1)

  // A new change, made on the Website screen: back in History, what was said about the undo has gone.
  await goTo(page, 'Website')
  await page.getByLabel('Line about the business').fill('Clean homes, happy families.')
  await expect(barStatus(page, 'Publish your changes')).toHaveText('1 change waiting to be published.')
  await goTo(page, 'History')
  await expect(page.locator('.history-entry').first()).toBeVisible()
  await expect(status).toHaveText('')
  await expect(page.getByText(/^Undone:/)).toHaveCount(0)
})
