import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { seriousAccessibilityProblems } from './axe.ts'
import { editorOnPhone } from './admin/editor-on-phone.ts'
import { startEditorServer, editorServerStartMs, type EditorServer } from './admin/project-copy.ts'

// The owner changes the look on a phone, on a copy of the project with its own editor server: publishing
// changes the copy's site.yaml, never this project's.
test.describe.configure({ mode: 'serial', timeout: 150_000 })
test.skip(({ viewport }) => viewport?.width !== 375, 'On a phone: the mobile project runs it at 375 px')

let server: EditorServer

test.beforeAll(async () => {
  test.setTimeout(editorServerStartMs)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

/** A brand that white words read well on. */
const newBrand = '#1f4e9e'

async function openLook(page: Page) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Look' }).click()
  await expect(page.getByRole('heading', { name: 'Look', level: 1 })).toBeVisible()
  // The first draft of a server that has just started waits for its first check.
  await expect(page.getByRole('heading', { name: 'Colours', level: 2 })).toBeVisible({ timeout: 30_000 })
}

const brand = (page: Page) => page.getByRole('group', { name: /^The main colour of the business/ })
const bar = (page: Page) => page.getByRole('region', { name: 'Publish your changes' })
const sampleButton = (page: Page) =>
  page.getByRole('figure', { name: /^A sample of your website/ }).getByText('A button')

test('white words on a white brand are said to be hard to read, and publishing waits until they are not', async ({
  browser,
}) => {
  const page = await editorOnPhone(browser, server)
  await openLook(page)
  const published = readFileSync(join(server.dir, 'site.yaml'), 'utf8')
  await brand(page).getByLabel('Colour code').fill('#ffffff')

  const hard = page.getByText(/^Button text is hard to read \(1 to 1; needs 4\.5\)\. Try #[0-9a-f]{6}\.$/)
  await expect(hard).toBeVisible()
  await expect(bar(page).getByRole('alert')).toHaveText(/^Publishing waits until everything is easy to read/)
  // The server's check agrees, and Publish shows what is hard to read instead of publishing.
  await expect(bar(page).getByText(/to fix first\.$/)).toBeVisible({ timeout: 10_000 })
  await bar(page).getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Easy to read?' })).toBeFocused()
  expect(readFileSync(join(server.dir, 'site.yaml'), 'utf8')).toBe(published)

  const shade = /Try (#[0-9a-f]{6})/.exec((await hard.textContent()) ?? '')![1]!
  const describedBy = await hard.getAttribute('id')
  await page.locator(`button[aria-describedby="${describedBy}"]`).click()
  await expect(brand(page).getByLabel('Colour code')).toHaveValue(shade)
  await expect(page.getByText('Every word and outline is easy to read with these colours.')).toBeVisible()
  await expect(bar(page).getByRole('alert')).toHaveCount(0)
  // Nothing of it is kept: the next window starts from the website as published.
  await page.getByRole('button', { name: 'Discard changes' }).click()
  await page.getByRole('button', { name: 'Yes, discard my changes' }).click()
  await expect(bar(page).getByText('No changes waiting.')).toBeVisible()
  await page.context().close()
})

test('a brand colour chosen on the Look screen shows in the sample, publishes, and colours the public site', async ({
  browser,
}) => {
  const page = await editorOnPhone(browser, server)
  await openLook(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  await brand(page).getByLabel('Colour code').fill(newBrand)
  await expect(sampleButton(page)).toHaveCSS('background-color', 'rgb(31, 78, 158)')
  await expect(page.getByText('Every word and outline is easy to read with these colours.')).toBeVisible()
  await expect(bar(page).getByText('1 change waiting to be published.')).toBeVisible()
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  await bar(page).getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(bar(page).getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 90_000 })
  expect(readFileSync(join(server.dir, 'site.yaml'), 'utf8')).toMatch(/^ {4}brand: ["']#1f4e9e["']$/m)

  const site = await page.context().newPage()
  await site.goto(`${server.base}/`)
  await expect(site.locator('meta[name="theme-color"]')).toHaveAttribute('content', newBrand)
  const brandOfPage = await site.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
  )
  expect(brandOfPage).toBe(newBrand)
  await page.context().close()
})
