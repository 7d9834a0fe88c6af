import { expect, test, type Browser, type Page } from '@playwright/test'
import { addPerson, logInToAdmin } from '../server/testing/admin-client.ts'
import { startEditorServer, editorServerStartMs, type EditorServer } from './admin/project-copy.ts'

// Leave a change and come back: changes belong to the person, not to the window they were typed in. On a
// phone, on a copy of the project with its own editor server.
test.describe.configure({ mode: 'serial', timeout: 150_000 })
test.skip(({ viewport }) => viewport?.width !== 375, 'On a phone: the mobile project runs it at 375 px')

const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
const colleague = { name: 'Njeri Wambui', password: 'a long phrase for the staff' }
const published = 'Professional cleaning for commercial establishments and private residences.'
const typed = 'Spotless homes and offices, every time.'
const offered = /^You have changes from (\d\d:\d\d|yesterday at \d\d:\d\d) that are not published yet\.$/

let server: EditorServer

test.beforeAll(async () => {
  test.setTimeout(editorServerStartMs)
  server = await startEditorServer()
  const owner = await logInToAdmin(server.base, server.password)
  await addPerson(server.base, owner, { name: colleague.name, role: 'editor', password: colleague.password })
})
test.afterAll(async () => server?.stop())

/** A new window of its own (no tab of it open before), logged in as the owner or as the colleague. */
async function newWindow(browser: Browser, who: 'owner' | 'colleague'): Promise<Page> {
  const page = await (await browser.newContext(phone)).newPage()
  await page.goto(`${server.base}/admin`)
  await page.getByLabel('Your name or email').fill(who === 'owner' ? '' : colleague.name)
  await page.getByLabel('Password').fill(who === 'owner' ? server.password : colleague.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible()
  await page.goto(`${server.base}/admin/website?section=business`)
  await expect(page.getByRole('heading', { name: 'Website', level: 1 })).toBeVisible()
  return page
}

const offer = (page: Page) => page.getByRole('region', { name: 'Changes not published yet' })
const bar = (page: Page) => page.getByRole('region', { name: 'Publish your changes' })

test('a change typed in a window since closed is offered again in a new one, and to no one else', async ({
  browser,
}) => {
  const first = await newWindow(browser, 'owner')
  const tagline = first.getByLabel('Line about the business')
  await expect(tagline).toHaveValue(published)
  const stored = first.waitForResponse(
    (response) => response.url().endsWith('/edits') && (response.request().postData() ?? '').includes(typed),
  )
  await tagline.fill(typed)
  expect((await stored).status()).toBe(200)
  await expect(bar(first).getByText('1 change waiting to be published.')).toBeVisible()
  await first.context().close()

  // Someone else starts from the website as visitors see it, and is not asked about the owner's changes.
  const theirs = await newWindow(browser, 'colleague')
  await expect(theirs.getByLabel('Line about the business')).toHaveValue(published)
  await expect(bar(theirs).getByText('No changes waiting.')).toBeVisible()
  await expect(theirs.getByText(/You have changes from/)).toHaveCount(0)
  await theirs.context().close()

  const again = await newWindow(browser, 'owner')
  await expect(offer(again).getByText(offered)).toBeVisible()
  await expect(offer(again).getByRole('button', { name: 'Carry on' })).toBeInViewport()
  await expect(again.getByLabel('Line about the business')).toHaveCount(0)
  await offer(again).getByRole('button', { name: 'Carry on' }).click()
  await expect(again.getByLabel('Line about the business')).toHaveValue(typed)
  await expect(bar(again).getByText('1 change waiting to be published.')).toBeVisible()
  await again.context().close()
})

test('“Throw them away” leaves no changes waiting, and nothing is offered after', async ({ browser }) => {
  const page = await newWindow(browser, 'owner')
  await expect(offer(page).getByText(offered)).toBeVisible()
  await offer(page).getByRole('button', { name: 'Throw them away' }).click()
  await offer(page).getByRole('button', { name: 'Yes, discard my changes' }).click()
  await expect(page.getByLabel('Line about the business')).toHaveValue(published)
  await expect(bar(page).getByText('No changes waiting.')).toBeVisible()
  await page.context().close()

  const later = await newWindow(browser, 'owner')
  await expect(later.getByLabel('Line about the business')).toHaveValue(published)
  await expect(later.getByText(/You have changes from/)).toHaveCount(0)
  await later.context().close()
})

test('two windows of one person change the same draft: the second says so plainly, and keeps both changes', async ({
  browser,
}) => {
  const first = await newWindow(browser, 'owner')
  const second = await first.context().newPage()
  // The second window has checked the draft as it was before the first one changes it.
  const checked = second.waitForResponse((response) => response.url().endsWith('/edits'))
  await second.goto(`${server.base}/admin/website?section=business`)
  expect((await checked).status()).toBe(200)
  await expect(second.getByLabel('Line about the business')).toHaveValue(published)

  const stored = first.waitForResponse(
    (response) => response.url().endsWith('/edits') && (response.request().postData() ?? '').includes(typed),
  )
  await first.getByLabel('Line about the business').fill(typed)
  expect((await stored).status()).toBe(200)
  await second.getByLabel('Email address', { exact: true }).fill('hello@example.com')

  // Said in the bar at the bottom, in view wherever the person has scrolled.
  const notice = bar(second).getByText('You changed this in another window too. The newest changes are shown here.')
  await expect(notice).toBeInViewport()
  await expect(second.getByLabel('Line about the business')).toHaveValue(typed)
  await expect(second.getByLabel('Email address', { exact: true })).toHaveValue('hello@example.com')
  // It holds until the person's next change, which brings back the count of changes.
  await second.getByLabel('Line about the business').fill(`${typed} Call us today.`)
  await expect(notice).toHaveCount(0)
  await expect(bar(second).getByText('2 changes waiting to be published.')).toBeVisible()
  await first.context().close()
})
