import { expect, test, type Locator } from '@playwright/test'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { sharp, type Sharp } from '../src/build/images/sharp.ts'
import { startEditorServer, editorServerStartMs, type EditorServer } from './admin/project-copy.ts'
import { seriousAccessibilityProblems } from './axe.ts'
import { logIn } from './admin/log-in.ts'

// An office manager on a phone publishes a post with a photo just taken: on a copy of the project with
// its own server, so publishing changes the copy, not this project.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.skip(({ viewport }) => viewport?.width !== 375, 'A job done on a phone: the mobile project runs it at 375 px')

let server: EditorServer

test.beforeAll(async () => {
  test.setTimeout(editorServerStartMs)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

/** A phone photo held sideways: stored 3000 × 4000 with EXIF orientation 6, so it is upright at 3000 wide. */
async function sidewaysPhoto(): Promise<Buffer> {
  return halvesPhoto(200, 40).withMetadata({ orientation: 6 }).toBuffer()
}

/** A 4000 × 3000 photo, one colour on the left, another on the right. */
function halvesPhoto(red: number, blue: number): Sharp {
  const width = 4000
  const height = 3000
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index += 3) {
    const x = (index / 3) % width
    pixels[index] = x < width / 2 ? red : blue
    pixels[index + 1] = 120
    pixels[index + 2] = x < width / 2 ? blue : red
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 70 })
}

/** True once the picture has arrived and decoded with some width. */
const hasLoaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)

test('publish a post with an uploaded picture', async ({ page }) => {
  const photo = await sidewaysPhoto()
  const description = 'A grey sofa drying in a sunny sitting room after cleaning'
  const title = 'Our Sofa, the Day After'
  const slug = 'our-sofa-the-day-after'
  await logIn(page, server)
  await page.goto(`${server.base}/admin/website?section=blog`)
  await expect(page.getByText(/No problems found|problems? found/)).toBeVisible({ timeout: 30_000 })

  await page.getByRole('button', { name: 'New post' }).click()
  await page.getByLabel('Title of the post').fill(title)
  const address = page.getByText(/^Its web address will be \/blog\//)
  await expect(address).toHaveText(`Its web address will be /blog/${slug}`)
  await page.getByRole('button', { name: 'Start the post' }).click()
  const post = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: title }) })
    .first()
  await expect(post).toHaveAttribute('open', '')
  await post.getByLabel('Text of the post', { exact: true }).fill('The sofa, the morning after we cleaned it.')

  const picture = post.locator('.picture-field').first()
  const fileInput = picture.locator('input[type="file"]')
  await expect(fileInput).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
  await fileInput.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect.poll(() => hasLoaded(picture.locator('.picture-upload__chosen img'))).toBe(true)
  const use = picture.getByRole('button', { name: 'Upload and use' })
  await expect(use).toBeDisabled()
  await picture.getByLabel('Describe the new picture for someone who cannot see it').fill(description)
  await use.click()
  await expect(page.getByRole('region', { name: 'Publish your changes' }).getByRole('status')).toHaveText(
    'The new picture is in place. Publish to show it on the website.',
    {
      timeout: 30_000,
    },
  )

  const [stored] = readdirSync(join(server.dir, 'public/images/uploads'))
  expect(stored).toMatch(/^img-2041-[0-9a-f]{8}\.jpg$/)
  const metadata = await sharp(join(server.dir, 'public/images/uploads', stored!)).metadata()
  expect([metadata.width, metadata.height, metadata.orientation]).toEqual([1920, 2560, undefined])

  const thumbnail = picture.locator('.picture-field__current img')
  await expect(thumbnail).toHaveAttribute('src', `/admin/api/pictures/thumbnail?src=%2Fimages%2Fuploads%2F${stored}`)
  await expect.poll(() => hasLoaded(thumbnail)).toBe(true)
  await expect(post.getByLabel('Describe the picture for someone who cannot see it', { exact: true })).toHaveValue(
    description,
  )

  await page.getByLabel('Page to preview').selectOption(`/blog/${slug}`)
  const previewPicture = page
    .frameLocator('iframe[title^="Preview of"]')
    .getByRole('main')
    .locator(`img[src="/images/uploads/${stored}"]`)
    .first()
  await expect(previewPicture).toBeAttached({ timeout: 15_000 })
  await previewPicture.scrollIntoViewIfNeeded()
  await expect.poll(() => hasLoaded(previewPicture), { timeout: 15_000 }).toBe(true)

  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 120_000 })

  const visitor = await page.context().newPage()
  expect((await visitor.goto(`${server.base}/blog/${slug}`))?.status()).toBe(200)
  const published = visitor.getByRole('main').getByRole('img', { name: description }).first()
  await published.scrollIntoViewIfNeeded()
  await expect(published).toBeVisible()
  await expect.poll(() => hasLoaded(published)).toBe(true)
  expect(await published.evaluate((element) => element.closest('picture') !== null || element.tagName === 'IMG')).toBe(
    true,
  )
  await visitor.close()
})

test('a picture put aside for another is found among the unused ones and removed after asking', async ({ page }) => {
  await logIn(page, server)
  await page.goto(`${server.base}/admin/website?section=blog`)
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 15_000 })
  const post = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: 'Our Sofa, the Day After' }) })
    .first()
  await post.locator('summary').first().click()
  const picture = post.locator('.picture-field').first()
  const publishedWords = 'In place now: “A grey sofa drying in a sunny sitting room after cleaning”'
  await expect(picture.getByText(publishedWords)).toBeVisible()
  const [published] = readdirSync(join(server.dir, 'public/images/uploads')).map((name) => `/images/uploads/${name}`)

  await picture
    .locator('input[type="file"]')
    .setInputFiles({ name: 'blurry.jpg', mimeType: 'image/jpeg', buffer: await halvesPhoto(90, 160).toBuffer() })
  await picture.getByLabel('Describe the new picture for someone who cannot see it').fill('A blurry sofa')
  await picture.getByRole('button', { name: 'Upload and use' }).click()
  await expect(picture.getByText('In place now: “A blurry sofa”')).toBeVisible()

  const choose = picture.getByRole('button', { name: 'Choose from your pictures' })
  await choose.focus()
  await page.keyboard.press('Enter')
  const library = picture.getByRole('region', { name: 'Your pictures' })
  const choices = library.getByRole('button')
  // Each picture by its description and where it is used, never by its file's name.
  await expect(choices.nth(0)).toHaveAccessibleName(
    'A blurry sofa Used: At the top of the post “Our Sofa, the Day After”',
  )
  await expect(choices.nth(0)).toHaveAttribute('aria-pressed', 'true')
  await expect(choices.nth(1)).toHaveAccessibleName(
    'A grey sofa drying in a sunny sitting room after cleaning Used until you publish: At the top of the post “Our Sofa, the Day After”',
  )
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await choices.nth(1).focus()
  await page.keyboard.press('Enter')
  await expect(picture.getByText(publishedWords)).toBeVisible()
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 15_000 })
  // The published picture is back with its own description, so nothing is left waiting to be published.
  await expect(post.getByLabel('Describe the picture for someone who cannot see it', { exact: true })).toHaveValue(
    'A grey sofa drying in a sunny sitting room after cleaning',
  )
  const bar = page.getByRole('region', { name: 'Publish your changes' })
  await expect(bar.getByText('No changes waiting.')).toBeVisible()

  const unused = page.getByRole('region', { name: 'Pictures not used anywhere' })
  await unused.getByRole('button', { name: 'Look for pictures not used anywhere' }).click()
  await expect(unused.getByRole('listitem')).toHaveCount(1)
  await expect(unused.getByRole('listitem')).toContainText(/^A photo uploaded /)
  const [blurry] = readdirSync(join(server.dir, 'public/images/uploads')).filter((name) => name.startsWith('blurry-'))
  await unused.getByRole('button', { name: /^Remove the photo uploaded / }).click()
  await expect(unused.getByRole('group', { name: /^Remove the photo uploaded .+ for good\?$/ })).toBeVisible()
  expect(readdirSync(join(server.dir, 'public/images/uploads'))).toContain(blurry)
  await unused.getByRole('button', { name: 'Yes, remove it' }).click()

  await expect(unused.getByRole('status')).toHaveText(/^The photo uploaded .+ was removed\.$/)
  await expect(unused.getByRole('listitem')).toHaveCount(0)
  expect(readdirSync(join(server.dir, 'public/images/uploads'))).not.toContain(blurry)
  expect((await page.request.get(`${server.base}/images/uploads/${blurry}`)).status()).toBe(404)
  expect((await page.request.get(`${server.base}${published}`)).status()).toBe(200)
  await expect(bar.getByText('No changes waiting.')).toBeVisible()
})

/** The uploads whose names start with `prefix`. */
const uploadsNamed = (prefix: string) =>
  readdirSync(join(server.dir, 'public/images/uploads')).filter((name) => name.startsWith(`${prefix}-`))

test('add a service with a photo taken on the phone: its card on the home page shows it', async ({ page }) => {
  const description = 'Sparkling office windows in Ruiru after cleaning'
  await logIn(page, server)
  await page.goto(`${server.base}/admin/website`)
  await expect(page.getByText(/No problems found|problems? found/)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Add a service' }).click()
  await page.getByLabel('Name of the service').fill('Window Cleaning')
  await page.getByLabel('One sentence about it').fill('Clear, streak-free windows for homes and offices.')

  const picture = page.getByRole('group', { name: 'Picture (you can leave it out)' })
  const photo = picture.getByLabel('New photo')
  await expect(photo).toHaveAttribute('type', 'file')
  await photo.setInputFiles({
    name: 'window.jpg',
    mimeType: 'image/jpeg',
    buffer: await halvesPhoto(30, 200).toBuffer(),
  })
  await picture.getByLabel('Describe the new picture for someone who cannot see it').fill(description)
  await picture.getByRole('button', { name: 'Upload and use' }).click()
  await expect(picture.getByText(`Chosen: “${description}”`)).toBeVisible({ timeout: 30_000 })
  await expect(picture.getByRole('checkbox', { name: 'Use this picture on the service’s card too' })).toBeChecked()
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await page.getByRole('button', { name: 'Add the service' }).click()
  const [stored] = uploadsNamed('window')
  expect(stored).toMatch(/^window-[0-9a-f]{8}\.jpg$/)

  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 15_000 })
  await page
    .getByRole('region', { name: 'Publish your changes' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 120_000 })

  // The card on the home page shows the photo, as the build made it smaller: never the original.
  const visitor = await page.context().newPage()
  expect((await visitor.goto(`${server.base}/`))?.status()).toBe(200)
  const card = visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: 'Window Cleaning', level: 3 }) })
  const cardPhoto = card.getByRole('img', { name: description })
  await cardPhoto.scrollIntoViewIfNeeded()
  const stem = stored!.replace(/\.jpg$/, '')
  await expect(cardPhoto).toHaveAttribute('src', new RegExp(`^/_images/${stem}-[0-9a-f]{8}-\\d+\\.jpg$`))
  await expect.poll(() => hasLoaded(cardPhoto)).toBe(true)
  // The same photo opens the service's own page.
  expect((await visitor.goto(`${server.base}/window-cleaning`))?.status()).toBe(200)
  await expect(visitor.getByRole('main').getByRole('img', { name: description }).first()).toHaveAttribute(
    'src',
    new RegExp(`^/_images/${stem}-`),
  )
  await visitor.close()
})

test("an empty picture box says nothing until publishing; a page's new top photo goes on its card too", async ({
  page,
}) => {
  await logIn(page, server)
  await page.goto(`${server.base}/admin/website`)
  await expect(page.getByText(/No problems found|problems? found/)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Add a service' }).click()
  await page.getByLabel('Name of the service').fill('Oven Cleaning')
  await page.getByLabel('One sentence about it').fill('Ovens and hobs, shining again.')
  await page.getByRole('button', { name: 'Add the service' }).click()

  // The new page opens without a picture; she adds one to its opening.
  const openingSummary = page.locator('summary', { hasText: /^1\. .*: Oven Cleaning$/ })
  await openingSummary.click()
  const opening = openingSummary.locator('..')
  await expect(opening).toHaveAttribute('open', '')
  await opening.getByRole('button', { name: /^Add (image|picture)$/i }).click()
  const box = opening
    .locator('.field')
    .filter({ has: page.locator('.picture-field') })
    .first()
  const fileInput = box.locator('input[type="file"]')
  await expect(fileInput).toBeVisible()
  const bar = page.getByRole('region', { name: 'Publish your changes' })
  await expect(bar.getByText(/problems? to fix first/)).toBeVisible({ timeout: 15_000 })
  // Nothing typed yet: no red words at the box, none in the list of problems.
  await expect(box.locator('.admin-error')).toHaveCount(0)
  await expect(fileInput).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('.error-summary')).toHaveCount(0)

  await bar.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.locator('.error-summary')).toBeVisible()
  await expect(box.locator('.admin-error').first()).toBeVisible()
  await expect(fileInput).toHaveAttribute('aria-invalid', 'true')

  const onCard = box.getByRole('checkbox', { name: 'Use this picture on the service’s card too' })
  await expect(onCard).toBeChecked()
  await fileInput.setInputFiles({
    name: 'oven.jpg',
    mimeType: 'image/jpeg',
    buffer: await halvesPhoto(220, 20).toBuffer(),
  })
  await box.getByLabel('Describe the new picture for someone who cannot see it').fill('A shining oven door')
  await box.getByRole('button', { name: 'Upload and use' }).click()
  await expect(box.getByText('In place now: “A shining oven door”')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 15_000 })

  await page
    .getByRole('link', { name: /^Services/ })
    .first()
    .click()
  const card = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: 'Oven Cleaning' }) })
    .first()
  await card.locator('summary').first().click()
  await expect(card.getByText('In place now: “A shining oven door”')).toBeVisible()
})
