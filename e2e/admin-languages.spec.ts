import { expect, test } from '@playwright/test'
import { startFromPublished } from './admin/left-changes.ts'
import { startEditorServer, editorServerStartMs, type EditorServer } from './admin/project-copy.ts'
import { seriousAccessibilityProblems } from './axe.ts'
import { logIn } from './admin/log-in.ts'

// The office manager writes the website's Swahili on her phone: she chooses the language, writes a Swahili
// text with the English words in view, and publishes. On a copy of the project with its own server.
test.describe.configure({ mode: 'serial', timeout: 240_000 })
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
test.skip(({ viewport }) => viewport?.width !== 375, 'Written on a phone: the mobile project runs it at 375 px')

let server: EditorServer

test.beforeAll(async () => {
  test.setTimeout(editorServerStartMs)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

test('she chooses Kiswahili, writes the booking form’s title beside the English one, and publishes it', async ({
  page,
}) => {
  await logIn(page, server)
  await page.goto(`${server.base}/admin/website?section=forms`)
  // The first check of the whole site waits for a busy machine's worker.
  await startFromPublished(page, 90_000)

  const language = page.getByRole('combobox', { name: 'Language you are editing' })
  await expect(language.locator('option')).toHaveText(['English', 'Kiswahili'])
  await language.focus()
  await language.selectOption({ label: 'Kiswahili' })
  await expect(page.getByRole('navigation', { name: 'Parts of the website' }).getByRole('link')).not.toContainText([
    'Theme',
  ])

  const booking = page.locator('details').filter({ has: page.locator('summary', { hasText: 'Weka Nafasi ya Usafi' }) })
  await booking.locator('summary').focus()
  await page.keyboard.press('Enter')
  const title = booking.getByRole('textbox', { name: 'Title', exact: true })
  await expect(title).toHaveValue('Weka Nafasi ya Usafi')
  await expect(title).toHaveAccessibleDescription(/In English: Book a Cleaning Session/)
  await expect(booking.getByText('In English: Book a Cleaning Session')).toBeInViewport()
  await title.fill('Weka Nafasi ya Usafi Leo')

  expect(await seriousAccessibilityProblems(page)).toEqual([])
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, 'the screen fits the phone without sideways scrolling').toBeLessThanOrEqual(375)

  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 90_000 })

  await page.goto(`${server.base}/sw/wasiliana-nasi`)
  await expect(page.getByRole('main').getByText('Weka Nafasi ya Usafi Leo', { exact: true })).toBeVisible()
  await page.goto(`${server.base}/contact`)
  await expect(page.getByRole('main').getByText('Book a Cleaning Session', { exact: true })).toBeVisible()
})
