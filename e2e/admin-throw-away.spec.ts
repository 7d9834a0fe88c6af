import { expect, test, type Page } from '@playwright/test'
import { editorOnPhone } from './admin/editor-on-phone.ts'
import { startFromPublished } from './admin/left-changes.ts'
import { editorServerStartMs, startEditorServer, type EditorServer } from './admin/project-copy.ts'
import { seriousAccessibilityProblems } from './axe.ts'

// Changes left for later, found again after signing in: named in the question on opening, taken back with
// Undo, and thrown away from the bar at the bottom, in view wherever the page is scrolled. On a phone, on a
// copy of the project with its own editor server.
test.describe.configure({ mode: 'serial', timeout: 150_000 })
test.skip(({ viewport }) => viewport?.width !== 375, 'On a phone: the mobile project runs it at 375 px')

const published = 'Fabric and leather sofas cleaned at your home or office to remove stains, odours and everyday grime.'
const typed = 'Sofas and armchairs cleaned at your home, dry by the evening.'

let server: EditorServer

test.beforeAll(async () => {
  test.setTimeout(editorServerStartMs)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

const openServices = (page: Page) => page.goto(`${server.base}/admin/website?section=services`)
const bar = (page: Page) => page.getByRole('region', { name: 'Publish your changes' })

/** The summary box of the service “Sofa Cleaning”, its item opened. */
async function sofaSummary(page: Page) {
  const sofa = page.locator('details.item').filter({ has: page.locator('summary', { hasText: 'Sofa Cleaning' }) })
  if ((await sofa.getAttribute('open')) === null) await sofa.locator('summary').click()
  return sofa.getByLabel('Summary', { exact: true })
}

test('changes left for later are named on coming back, undone, and thrown away from the bar at the bottom', async ({
  browser,
}) => {
  const first = await editorOnPhone(browser, server)
  await openServices(first)
  await startFromPublished(first)
  const summary = await sofaSummary(first)
  await expect(summary).toHaveValue(published)
  const stored = first.waitForResponse(
    (response) => response.url().endsWith('/edits') && (response.request().postData() ?? '').includes(typed),
  )
  await summary.fill(typed)
  expect((await stored).status()).toBe(200)
  await first.context().close()

  // Signed in again, in a new window: the question says what the change was.
  const page = await editorOnPhone(browser, server)
  await openServices(page)
  const offer = page.getByRole('region', { name: 'Changes not published yet' })
  await expect(offer.getByText('You changed the summary of the service “Sofa Cleaning”.')).toBeVisible()
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await offer.getByRole('button', { name: 'Carry on' }).click()
  await expect(await sofaSummary(page)).toHaveValue(typed)
  await expect(bar(page).getByText('1 change waiting to be published.')).toBeVisible()

  // Undo takes back what was carried on with, in one step, and Redo brings it back.
  const undoAll = bar(page).getByRole('button', { name: 'Undo all' })
  await expect(undoAll).toBeEnabled()
  await undoAll.click()
  await expect(bar(page).getByText('No changes waiting.')).toBeVisible()
  await expect(await sofaSummary(page)).toHaveValue(published)
  await bar(page).getByRole('button', { name: 'Redo' }).click()
  await expect(bar(page).getByText('1 change waiting to be published.')).toBeVisible()
  await expect(await sofaSummary(page)).toHaveValue(typed)

  // Discard is in the bar, in view at the top of the page, beside the field, and at the end of the page.
  const discard = bar(page).getByRole('button', { name: 'Discard changes' })
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(discard).toBeInViewport()
  await (await sofaSummary(page)).scrollIntoViewIfNeeded()
  await expect(discard).toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(discard).toBeInViewport()
  // At the end of the page the bar covers nothing: it sits below what comes before it, within the phone's width.
  const overlap = await page.evaluate(() => {
    const barTop = document.querySelector('.publish-bar')!.getBoundingClientRect().top
    return document.querySelector('.editor-columns')!.getBoundingClientRect().bottom - barTop
  })
  expect(overlap).toBeLessThanOrEqual(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  // By keyboard: it asks first, in the bar, and keeps the changes when told to.
  await discard.focus()
  await page.keyboard.press('Enter')
  const confirm = bar(page).getByRole('button', { name: 'Yes, discard my changes' })
  await expect(confirm).toBeFocused()
  await expect(confirm).toBeInViewport()
  await expect(bar(page).getByRole('button', { name: 'Keep them' })).toBeInViewport()
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await page.keyboard.press('Enter')
  await expect(bar(page).getByText('No changes waiting.')).toBeVisible()
  await expect(discard).toBeDisabled()
  await expect(await sofaSummary(page)).toHaveValue(published)
  await page.context().close()

  // Nothing is offered after.
  const later = await editorOnPhone(browser, server)
  await openServices(later)
  await expect(await sofaSummary(later)).toHaveValue(published)
  await expect(later.getByText(/You have changes from/)).toHaveCount(0)
  await later.context().close()
})
