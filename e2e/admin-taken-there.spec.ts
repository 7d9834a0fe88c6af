import { expect, test, type Page } from '@playwright/test'
import { startFromPublished } from './admin/left-changes.ts'
import { startEditorServer, type EditorServer } from './admin/project-copy.ts'
import { seriousAccessibilityProblems } from './axe.ts'

// Taken to what she made, on a phone: a new post opens at its text, ready to write, and after a publish
// "View the site" opens the page she changed. On a copy of the project with its own server.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.skip(({ viewport }) => viewport?.width !== 375, 'Done on a phone: the mobile project runs it at 375 px')

let server: EditorServer

test.beforeAll(async () => {
  if (test.info().project.use.viewport?.width !== 375) return
  // Copying the project and starting its server takes a while on a busy machine.
  test.setTimeout(120_000)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

/** Signs in and opens the Website screen at `section`, starting from the website as published. */
async function openWebsite(page: Page, section: string) {
  await page.goto(`${server.base}/admin`)
  await page.getByLabel('Password').fill(server.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  await page.goto(`${server.base}/admin/website?section=${section}`)
  // The first check of a new server starts its worker threads.
  await startFromPublished(page, 30_000)
}

const bar = (page: Page) => page.getByRole('region', { name: 'Publish your changes' })

/** The item whose summary matches `name`, opened by tapping its summary. */
async function openItem(page: Page, name: RegExp) {
  const summary = page.locator('summary').filter({ hasText: name }).first()
  await summary.click()
  const item = page.locator('details').filter({ has: summary }).last()
  await expect(item).toHaveAttribute('open', '')
  return item
}

test('a new post opens at its text, with the cursor in it', async ({ page }) => {
  await openWebsite(page, 'blog')
  await page.getByRole('button', { name: 'New post' }).click()
  await page.getByLabel('Title of the post').fill('Drying a Rug in the Rainy Season')
  await page.getByRole('button', { name: 'Start the post' }).click()

  const text = page.getByLabel('Text of the post', { exact: true })
  await expect(text).toBeFocused()
  await expect(text).toBeInViewport({ ratio: 1 })
  await expect(bar(page).getByRole('status')).toHaveText(
    'The post “Drying a Rug in the Rainy Season” was started. Write its text, then publish.',
  )
  await page.keyboard.type('Hang it in the shade.')
  await expect(text).toHaveValue('Hang it in the shade.')
  expect(await seriousAccessibilityProblems(page)).toEqual([])
})

test('after a publish, "View the site" opens the page she changed', async ({ page }) => {
  await openWebsite(page, 'pages')
  const sofaPage = await openItem(page, /^Sofa Cleaning Services in Nairobi and Ruiru$/)
  const cover = await openItem(page, /^1\. .*Sofa Cleaning Services in Kenya/)
  await cover.getByLabel('Heading', { exact: true }).fill('Sofa Cleaning at Your Home')
  await expect(sofaPage).toHaveAttribute('open', '')
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 30_000 })
  await bar(page).getByRole('button', { name: 'Publish', exact: true }).click()

  const status = bar(page).getByRole('status')
  await expect(status).toContainText('Published.', { timeout: 90_000 })
  const view = status.getByRole('link', { name: 'View the site' })
  await expect(view).toHaveAttribute('href', '/sofacleaning')
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  const [site] = await Promise.all([page.waitForEvent('popup'), view.click()])
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Sofa Cleaning at Your Home')
  expect(new URL(site.url()).pathname).toBe('/sofacleaning')
})
