import { expect, test, type Locator, type Page } from '@playwright/test'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { startEditorServer, type EditorServer } from './admin/project-copy.ts'
import { seriousAccessibilityProblems } from './axe.ts'

// An office manager on a phone publishes a post with a photo just taken: on a copy of the project with
// its own server, so publishing changes the copy, not this project.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.skip(({ viewport }) => viewport?.width !== 375, 'A job done on a phone: the mobile project runs it at 375 px')

let server: EditorServer

test.beforeAll(async () => {
  const info = test.info()
  server = await startEditorServer(4740 + info.parallelIndex * 2 + (info.project.name === 'mobile' ? 1 : 0))
})
test.afterAll(async () => server?.stop())

/** A phone photo held sideways: stored 3000 × 4000 with EXIF orientation 6, so it is upright at 3000 wide. */
async function sidewaysPhoto(): Promise<Buffer> {
  return halvesPhoto(200, 40).withMetadata({ orientation: 6 }).toBuffer()
}

/** A 4000 × 3000 photo, one colour on the left, another on the right. */
function halvesPhoto(red: number, blue: number): sharp.Sharp {
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

async function logIn(page: Page) {
  await page.goto(`${server.base}/admin`)
  await page.getByLabel('Password').fill(server.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
}

test('publish a post with an uploaded picture', async ({ page }) => {
  const photo = await sidewaysPhoto()
  const description = 'A grey sofa drying in a sunny sitting room after cleaning'
  const title = 'Our Sofa, the Day After'
  const slug = 'our-sofa-the-day-after'
  await logIn(page)
  await page.goto(`${server.base}/admin/website?section=blog`)
  await expect(page.getByText(/No problems found|problems? found/)).toBeVisible()

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

  const picture = post.locator('.picture-field').first()
  const fileInput = picture.locator('input[type="file"]')
  await expect(fileInput).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
  await fileInput.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect.poll(() => hasLoaded(picture.locator('.picture-upload__chosen img'))).toBe(true)
  const use = picture.getByRole('button', { name: 'Upload and use' })
  await expect(use).toBeDisabled()
  await picture.getByLabel('Describe the new picture for someone who cannot see it').fill(description)
  await use.click()
  await expect(picture.getByRole('status')).toHaveText(
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
  await logIn(page)
  await page.goto(`${server.base}/admin/website?section=blog`)
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 15_000 })
  const post = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: 'Our Sofa, the Day After' }) })
    .first()
  await post.locator('summary').first().click()
  const picture = post.locator('.picture-field').first()
  await expect(picture.getByText('In place now: img 2041')).toBeVisible()
  const [published] = readdirSync(join(server.dir, 'public/images/uploads')).map((name) => `/images/uploads/${name}`)

  await picture
    .locator('input[type="file"]')
    .setInputFiles({ name: 'blurry.jpg', mimeType: 'image/jpeg', buffer: await halvesPhoto(90, 160).toBuffer() })
  await picture.getByLabel('Describe the new picture for someone who cannot see it').fill('A blurry sofa')
  await picture.getByRole('button', { name: 'Upload and use' }).click()
  await expect(picture.getByText('In place now: blurry')).toBeVisible()

  const choose = picture.getByRole('button', { name: 'Choose from your pictures' })
  await choose.focus()
  await page.keyboard.press('Enter')
  const library = picture.getByRole('region', { name: 'Your pictures' })
  const choices = library.getByRole('button')
  await expect(choices.nth(0)).toHaveAccessibleName('blurry, uploaded')
  await expect(choices.nth(0)).toHaveAttribute('aria-pressed', 'true')
  await expect(choices.nth(1)).toHaveAccessibleName('img 2041, uploaded')
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await choices.nth(1).focus()
  await page.keyboard.press('Enter')
  await expect(picture.getByText('In place now: img 2041')).toBeVisible()
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
  await expect(unused.getByRole('listitem')).toContainText('blurry')
  const [blurry] = readdirSync(join(server.dir, 'public/images/uploads')).filter((name) => name.startsWith('blurry-'))
  await unused.getByRole('button', { name: 'Remove blurry' }).click()
  await expect(unused.getByRole('group', { name: 'Remove “blurry” for good?' })).toBeVisible()
  expect(readdirSync(join(server.dir, 'public/images/uploads'))).toContain(blurry)
  await unused.getByRole('button', { name: 'Yes, remove it' }).click()

  await expect(unused.getByRole('status')).toHaveText('The picture “blurry” was removed.')
  await expect(unused.getByRole('listitem')).toHaveCount(0)
  expect(readdirSync(join(server.dir, 'public/images/uploads'))).not.toContain(blurry)
  expect((await page.request.get(`${server.base}/images/uploads/${blurry}`)).status()).toBe(404)
  expect((await page.request.get(`${server.base}${published}`)).status()).toBe(200)
  await expect(bar.getByText('No changes waiting.')).toBeVisible()
})
