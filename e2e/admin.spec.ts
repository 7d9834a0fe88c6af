import { expect, test, type Page } from '@playwright/test'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { diffLines } from 'diff'
import { sharp } from '../src/build/images/sharp.ts'
import { seriousAccessibilityProblems } from './axe.ts'
import { startFromPublished } from './admin/left-changes.ts'
import { startEditorServer, editorServerStartMs, type EditorServer } from './admin/project-copy.ts'

// The editor's whole round trip, as the office would use it: on a copy of the project with its own
// server (first start, no ADMIN_PASSWORD), so publishing changes the copy's site.yaml, not ours.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let server: EditorServer
let before: string

test.beforeAll(async () => {
  test.setTimeout(editorServerStartMs)
  server = await startEditorServer()
  before = readFileSync(join(server.dir, 'site.yaml'), 'utf8')
})
test.afterAll(async () => server?.stop())

const siteYaml = () => readFileSync(join(server.dir, 'site.yaml'), 'utf8')

/** The lines that differ between two texts of the same length, or every line of a longer one. */
function changedLines(a: string, b: string): string[] {
  const left = a.split('\n')
  const right = b.split('\n')
  return right.filter((line, index) => line !== left[index])
}

async function logIn(page: Page) {
  await page.goto(`${server.base}/admin`)
  await page.getByLabel('Password').fill(server.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
}

/** The Website screen at `section`, from the website as published (an earlier test may leave changes). */
async function openWebsite(page: Page, section: string) {
  await page.goto(`${server.base}/admin/website?section=${section}`)
  await expect(page.getByRole('heading', { name: 'Website', level: 1 })).toBeVisible()
  await startFromPublished(page)
}

async function publish(page: Page) {
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 10_000 })
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 90_000 })
}

const preview = (page: Page) => page.frameLocator('iframe[title^="Preview of"]')

test('the first-start password logs in, and every admin screen passes axe', async ({ page }) => {
  await logIn(page)
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  for (const screen of ['Website', 'History', 'Password']) {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: screen }).click()
    await expect(page.getByRole('heading', { name: screen, level: 1 })).toBeVisible()
    await page.waitForTimeout(300)
    expect(await seriousAccessibilityProblems(page), screen).toEqual([])
  }
})

test('changing the office phone shows in the preview, publishes, and changes exactly that line of site.yaml', async ({
  page,
}) => {
  await logIn(page)
  await openWebsite(page, 'business')
  await page.getByLabel('Page to preview').selectOption('/contact')
  await page.locator('summary', { hasText: '1. Office' }).click()
  await page.getByLabel('Number').first().fill('+254 711 222 333')
  await expect(preview(page).getByRole('main').getByText('+254 711 222 333').first()).toBeVisible({ timeout: 5_000 })
  await publish(page)

  const contact = await page.context().newPage()
  await contact.goto(`${server.base}/contact`)
  await expect(contact.getByRole('main').getByText('+254 711 222 333').first()).toBeVisible()
  await contact.close()

  const after = siteYaml()
  expect(after.split('\n')).toHaveLength(before.split('\n').length)
  expect(changedLines(before, after)).toEqual(["      number: '+254 711 222 333'"])
  const comments = (text: string) => text.split('\n').filter((line) => line.trimStart().startsWith('#'))
  expect(comments(after)).toEqual(comments(before))
  before = after
})

test('a service added with its own page is published', async ({ page }) => {
  await logIn(page)
  await openWebsite(page, 'services')
  await page.getByRole('button', { name: 'Add to services' }).click()
  const added = page.getByRole('group', { name: 'Services', exact: true }).locator('details.item').last()
  await added.locator('summary').click()
  await added.getByLabel('Name', { exact: true }).fill('Window Cleaning')
  // Which page is the service's is the web developer's setting, behind its own disclosure.
  await added.getByText('Advanced (rarely needed)').click()
  await added.getByLabel('Link', { exact: true }).fill('/window-cleaning')
  await added
    .getByLabel('Summary', { exact: true })
    .fill('Streak-free windows inside and out, frames and tracks included.')
  await expect(page.getByRole('link', { name: /Services .*to fix/ })).toBeVisible()

  await page.getByRole('link', { name: /^Pages/ }).click()
  await page.getByLabel('Name of a new page').fill('Window Cleaning')
  await expect(page.getByText(`Visitors will find it at ${new URL(server.base).host}/window-cleaning`)).toBeVisible()
  await page.getByRole('button', { name: 'Add page' }).click()
  const newPage = page.locator('details').filter({ has: page.locator('summary', { hasText: 'Window Cleaning' }) })
  await newPage.locator('summary').first().click()
  await newPage.getByLabel('Title', { exact: true }).fill('Window Cleaning in Ruiru and Nairobi')
  await newPage
    .getByLabel('Description for Google and shared links', { exact: true })
    .fill('Clear, streak-free windows for homes and offices.')
  await newPage.getByLabel('New section').selectOption('rich-text')
  await newPage.getByRole('button', { name: 'Add section' }).click()
  await newPage.locator('summary', { hasText: '1. Heading and text' }).click()
  await newPage.getByLabel('Text', { exact: true }).fill('We wash windows, frames and tracks, and leave no streaks.')
  await publish(page)

  const visitor = await page.context().newPage()
  const response = await visitor.goto(`${server.base}/window-cleaning`)
  expect(response?.status()).toBe(200)
  await expect(visitor.getByText('We wash windows, frames and tracks, and leave no streaks.')).toBeVisible()
  await visitor.goto(`${server.base}/`)
  await expect(visitor.getByRole('heading', { name: 'Window Cleaning' }).first()).toBeAttached()
  await visitor.close()
  const after = siteYaml()
  expect(diffLines(before, after).filter((part) => part.removed)).toEqual([])
  before = after
})

test('a blog post with a heading, a list and a link is published and listed on /blog', async ({ page }) => {
  await logIn(page)
  await openWebsite(page, 'blog')
  const posts = page.getByRole('group', { name: 'Posts' })
  await posts.getByRole('button', { name: 'Add to posts' }).click()
  const post = posts.locator(':scope > ol > li > details.item').last()
  await post.locator('summary').click()
  await post.getByText('Advanced (rarely needed)').click()
  await post.getByLabel('Number', { exact: true }).fill('42')
  await post.getByLabel('Web address', { exact: true }).fill('clean-windows-without-streaks')
  await post.getByLabel('Title', { exact: true }).fill('Clean Windows Without Streaks')
  await post.getByLabel('Author', { exact: true }).fill('Wanjiru Kamau')
  await post.getByLabel('Date', { exact: true }).fill('2026-11-20')
  await post.getByLabel('Category', { exact: true }).fill('Home Cleaning')
  await post.getByLabel('Location', { exact: true }).fill('Nairobi')
  await post.getByRole('button', { name: 'Choose from your pictures' }).first().click()
  // The library names a picture by the description the website gives it, never by its file ("blog.svg").
  await post.getByRole('button', { name: /^Illustration of an open notebook with a cleaning…/ }).click()
  // A chosen picture is described before it is used.
  const use = post.getByRole('button', { name: 'Use this picture' })
  await expect(use).toBeDisabled()
  await post
    .getByLabel('Describe the chosen picture for someone who cannot see it', { exact: true })
    .fill('A window being wiped clean')
  await use.click()
  await expect(post.getByLabel('Describe the picture for someone who cannot see it', { exact: true })).toHaveValue(
    'A window being wiped clean',
  )
  await post.getByLabel('Short summary', { exact: true }).fill('Three steps to clear glass, whatever the dust.')
  await post
    .getByLabel('Description for Google and shared links', { exact: true })
    .fill('How to clean windows without streaks in Nairobi.')
  await post
    .getByLabel('Text of the post', { exact: true })
    .fill(
      '## Three steps\n\n- Dust the frame\n- Wash with warm water\n- Dry with a cloth\n\n[Book us](/contact) if you would rather not.',
    )
  await publish(page)

  const visitor = await page.context().newPage()
  await visitor.goto(`${server.base}/blog`)
  await expect(visitor.getByRole('heading', { name: 'Clean Windows Without Streaks' })).toBeVisible()
  await visitor.goto(`${server.base}/blog/clean-windows-without-streaks`)
  await expect(visitor.getByRole('heading', { name: 'Three steps' })).toBeVisible()
  await expect(visitor.getByRole('listitem').filter({ hasText: 'Wash with warm water' })).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Book us' })).toHaveAttribute('href', '/contact')
  await visitor.close()
  before = siteYaml()
})

test('a broken link is shown at its field and in the summary, and publishing is refused until it is fixed', async ({
  page,
}) => {
  await logIn(page)
  await openWebsite(page, 'services')
  const first = page.locator('details').filter({ has: page.locator('summary', { hasText: '1. Carpet Cleaning' }) })
  await first.locator('summary').click()
  await first.getByText('Advanced (rarely needed)').click()
  const link = first.getByLabel('Link', { exact: true })
  await link.fill('/carpet-claening')
  // The service's choice in the booking form follows its link, so its "Book this service" buttons are named too.
  const summary = page.getByRole('heading', { name: /There (is a problem|are \d+ problems)/ })
  await expect(summary).toBeVisible()
  await expect(link).toHaveAttribute('aria-invalid', 'true')
  await expect(first.getByText(/goes to no page/)).toBeVisible()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.locator('.error-summary')).toBeFocused()
  await page.getByRole('link', { name: /goes to no page/ }).click()
  await expect(link).toBeFocused()
  await link.fill('/carpetcleaning')
  await expect(summary).toBeHidden()
  expect(siteYaml()).toBe(before)
})

test('two tabs changing different fields both publish, and site.yaml keeps both', async ({ page, context }) => {
  await logIn(page)
  await openWebsite(page, 'business')
  const other = await context.newPage()
  await openWebsite(other, 'business')

  await page.getByLabel('Line about the business').fill('Cleaning and fumigation you can trust.')
  const bookings = other.locator('details').filter({ has: other.locator('summary', { hasText: '2. Bookings' }) })
  await bookings.locator('summary').click()
  await bookings.getByLabel('Number').fill('+254 722 000 002')
  await publish(page)
  await publish(other)
  await other.close()

  const after = siteYaml()
  expect(changedLines(before, after)).toEqual([
    '  tagline: Cleaning and fumigation you can trust.',
    "      number: '+254 722 000 002'",
  ])
  before = after
})

test('a field someone else changed since is a conflict that names it, settled by keeping theirs', async ({ page }) => {
  await logIn(page)
  await openWebsite(page, 'business')
  await page.getByLabel('Line about the business').fill('Spotless, every time.')
  const theirs = before.replace(
    'tagline: Cleaning and fumigation you can trust.',
    'tagline: Trusted cleaners in Ruiru.',
  )
  writeFileSync(join(server.dir, 'site.yaml'), theirs)
  await expect(page.getByText(/No problems found/)).toBeVisible()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Someone else changed the line about the business in the business details/ }),
  ).toBeVisible({ timeout: 30_000 })
  await page.getByRole('radio', { name: 'Keep the published one: “Trusted cleaners in Ruiru.”' }).check()
  await page.getByRole('button', { name: 'Use these choices' }).click()
  await expect(page.getByLabel('Line about the business')).toHaveValue('Trusted cleaners in Ruiru.')
  expect(siteYaml()).toBe(theirs)
  await expect(page.getByRole('button', { name: 'Discard changes' })).toBeDisabled()

  await page.getByLabel('Line about the business').fill('Something to throw away.')
  await page.getByRole('button', { name: 'Discard changes' }).click()
  await page.getByRole('button', { name: 'Yes, discard my changes' }).click()
  await expect(page.getByLabel('Line about the business')).toHaveValue('Trusted cleaners in Ruiru.')
  expect(siteYaml()).toBe(theirs)
  before = siteYaml()
})

test('one old publish is undone from History while the later ones stay', async ({ page }) => {
  await logIn(page)
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'History' }).click()
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible()
  const phoneChange = page.locator('.history-entry').filter({ hasText: 'Changed the “Office” phone number.' }).first()
  await phoneChange.getByRole('button', { name: 'Undo these changes' }).click()
  await phoneChange.getByRole('button', { name: 'Yes, undo these changes' }).click()
  await expect(page.getByText(/^Undone/)).toBeVisible({ timeout: 90_000 })
  expect(siteYaml()).toContain('clean-windows-without-streaks')
  expect(siteYaml()).toContain("number: '+254 700 000 001'")
  expect(siteYaml()).not.toContain("'+254 711 222 333'")
  before = siteYaml()
})

test('an uploaded photo loses its GPS position, and needs a description before it is placed', async ({ page }) => {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .withExif({
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' },
    })
    .jpeg()
    .toBuffer()
  expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('S')
  await logIn(page)
  await openWebsite(page, 'services')
  const first = page.locator('details').filter({ has: page.locator('summary', { hasText: '1. Carpet Cleaning' }) })
  await first.locator('summary').click()
  await first
    .locator('.picture-field input[type="file"]')
    .setInputFiles({ name: 'sofa before.jpg', mimeType: 'image/jpeg', buffer: photo })
  const upload = first.getByRole('button', { name: 'Upload and use' })
  await expect(upload).toBeDisabled()
  await first.getByLabel('Describe the new picture for someone who cannot see it').fill('A freshly washed carpet')
  await upload.click()
  await expect(
    page
      .getByRole('region', { name: 'Publish your changes' })
      .getByRole('status')
      .filter({ hasText: 'The new picture is in place. Publish to show it on the website.' }),
  ).toBeVisible()
  await expect(first.getByText('In place now: “A freshly washed carpet”', { exact: true })).toBeVisible()
  const [stored] = readdirSync(join(server.dir, 'public/images/uploads'))
  expect(stored).toMatch(/^sofa-before-[0-9a-f]{8}\.jpg$/)
  const metadata = await sharp(join(server.dir, 'public/images/uploads', stored!)).metadata()
  expect(metadata.exif).toBeUndefined()
  expect([metadata.width, metadata.height]).toEqual([64, 48])
  await expect(first.getByLabel('Describe the picture for someone who cannot see it', { exact: true })).toHaveValue(
    'A freshly washed carpet',
  )
})

test("the YAML view edits the same draft, completes keys from the schema and shows the checker's errors inline", async ({
  page,
}) => {
  await logIn(page)
  await openWebsite(page, 'business')
  await page.getByText('Advanced (rarely needed)').click()
  await page.getByRole('button', { name: 'Edit the whole text' }).click()
  const editor = page.getByRole('textbox', { name: 'site.yaml' })
  await expect(editor).toContainText('business:')

  await editor.locator('.cm-line', { hasText: "number: '+254 700 000 003'" }).click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Shift+Home')
  await page.keyboard.type('    - lab')
  await expect(page.getByText('Who or what the number is for')).toBeVisible()
  await page.getByRole('option', { name: /^label/ }).click()
  await page.keyboard.type('Night line')
  // A list, so that the marks of a check answered while typing are waited out rather than refused.
  await expect(editor.locator('.cm-lintRange-error')).toHaveText(['label: Night line'])
  await expect(
    page.getByRole('listitem').filter({ hasText: /^Line \d+, column 7: business\.phones\[3\]: "number" is required/ }),
  ).toBeVisible()

  for (let step = 0; step < 8; step++) await page.keyboard.press('Control+z')
  await expect(editor).not.toContainText('Night line')
  await expect(page.getByText(/No problems found/)).toBeVisible()
  await page.getByRole('button', { name: 'Back to the form' }).click()
  await expect(page.getByLabel('Line about the business')).toBeVisible()
})

test('the editor can be reached and used with the keyboard alone', async ({ page, browser }) => {
  // Changes the YAML test may leave unpublished are thrown away in another window first, so the keyboard
  // walk below starts at the form rather than at the offer to carry on.
  const tidy = await browser.newContext()
  const tidyPage = await tidy.newPage()
  await logIn(tidyPage)
  await openWebsite(tidyPage, 'business')
  await tidy.close()

  /** Presses Tab until the focused element is `target`; a bounded walk, as a keyboard user would. */
  async function tabTo(target: ReturnType<Page['getByRole']>, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 80) {
    for (let step = 0; step < limit; step++) {
      if (await target.evaluate((element) => element === document.activeElement)) return
      await page.keyboard.press(key)
    }
    throw new Error(`Tab never reached ${target.toString()}`)
  }
  await page.goto(`${server.base}/admin`)
  await tabTo(page.getByLabel('Password'))
  await page.keyboard.type(server.password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()

  await tabTo(page.getByRole('link', { name: 'Website' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Website', level: 1 })).toBeFocused()
  const office = page.locator('summary', { hasText: '1. Office' })
  await tabTo(office)
  await page.keyboard.press('Enter')
  const number = page.getByLabel('Number').first()
  await tabTo(number)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('+254 733 444 555')
  await expect(number).toHaveValue('+254 733 444 555')
  await tabTo(page.getByRole('button', { name: 'Move down 1. Office' }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page.locator('summary', { hasText: '2. Office' })).toBeVisible()
})
