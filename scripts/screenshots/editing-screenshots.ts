import { mkdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Locator, type Page } from 'playwright-core'
import { sharp } from '../../src/build/images/sharp.ts'
import { startEditorServer, type EditorServer } from '../../e2e/admin/project-copy.ts'
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.ts'
import { sampleMonth } from './sample-visits.ts'

// Takes the pictures of docs/editing.md from the running editor, on a copy of the project, at the
// size of a phone: run it after a build, and whenever the editor's screens change. Name jobs to take
// only their pictures (`npm run docs:screenshots -- visits`); with none, it takes them all.
const port = 4960
const outDir = resolve(import.meta.dirname, '../..', 'docs', 'editing')
const phone = '+254 711 222 333'

/** A photo as a phone would send it: a soft blue-grey room with a lighter window. */
function roomPhoto(tint: number): Promise<Buffer> {
  const window = Buffer.from(
    `<svg width="1600" height="1200"><rect x="900" y="150" width="500" height="600" fill="rgb(235,240,${tint})"/>` +
      `<rect x="150" y="700" width="700" height="300" rx="40" fill="rgb(120,120,130)"/></svg>`,
  )
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 150, g: 170, b: tint } } })
    .composite([{ input: window }])
    .jpeg({ quality: 70 })
    .toBuffer()
}

const describeLabel = 'Describe the new picture for someone who cannot see it'

/** Puts a room photo in the picture's file box `fileBox` and describes it, as the office does from a phone. */
async function newPhoto(
  picture: Locator,
  fileBox: Locator,
  photo: { name: string; tint: number; description: string },
) {
  await fileBox.setInputFiles({ name: photo.name, mimeType: 'image/jpeg', buffer: await roomPhoto(photo.tint) })
  await picture.getByLabel(describeLabel).fill(photo.description)
}

/** Saves what the phone's screen shows, with `focus` in the middle, clear of the bar at the bottom. */
async function shoot(page: Page, name: string, focus?: Locator) {
  if (focus) await focus.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
  await page.waitForTimeout(300)
  const file = join(outDir, `${name}.png`)
  await page.screenshot({ path: file })
  console.log(`${name}.png  ${Math.round(statSync(file).size / 1024)} KB`)
}

const bar = (page: Page) => page.getByRole('region', { name: 'Publish your changes' })
const noProblems = (page: Page) => page.getByText(/No problems found/).waitFor({ timeout: 15_000 })

async function openWebsite(page: Page, server: EditorServer, section = '') {
  await page.goto(`${server.base}/admin/website${section ? `?section=${section}` : ''}`)
  await page.getByRole('heading', { name: 'Website', level: 1 }).waitFor()
  await page.getByText(/No problems found|problems? found/).waitFor({ timeout: 15_000 })
}

async function publish(page: Page) {
  await noProblems(page)
  await bar(page).getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor({ timeout: 120_000 })
}

async function openOfficePhone(page: Page) {
  await page.getByRole('link', { name: 'Business', exact: true }).click()
  const office = page.locator('details').filter({ has: page.locator('summary', { hasText: '1. Office' }) })
  if ((await office.getAttribute('open')) === null) await office.locator('summary').click()
  return office.getByLabel('Number', { exact: true })
}

async function changePhone(page: Page, server: EditorServer) {
  await openWebsite(page, server)
  const number = await openOfficePhone(page)
  await shoot(page, 'change-phone-1', number)
  await number.fill(phone)
  await bar(page).getByText('1 change waiting to be published.').waitFor()
  await shoot(page, 'change-phone-2', number)
  await publish(page)
  // The outcome is in the bar at the bottom, wherever the page is scrolled: the number stays in view.
  await shoot(page, 'change-phone-3', number)
}

async function fixProblem(page: Page, server: EditorServer) {
  await openWebsite(page, server)
  const number = await openOfficePhone(page)
  await number.fill('call the office')
  await bar(page)
    .getByText(/1 problem to fix first/)
    .waitFor()
  await shoot(page, 'fix-a-problem-1', number)
  await bar(page).getByRole('button', { name: 'Show the problem' }).click()
  const entry = page.locator('.error-summary').getByRole('link')
  await shoot(page, 'fix-a-problem-2', page.locator('.error-summary'))
  await entry.click()
  await number.fill('+254 733 444 555')
  await page.locator('.error-summary').waitFor({ state: 'hidden' })
  await shoot(page, 'fix-a-problem-3', number)
  // Back to the published number, so the later jobs start with nothing waiting.
  await number.fill(phone)
  await bar(page).getByText('No changes waiting.').waitFor()
}

async function addService(page: Page, server: EditorServer) {
  await openWebsite(page, server)
  await page.getByRole('button', { name: 'Add a service' }).click()
  await page.getByLabel('Name of the service').fill('Window Cleaning')
  await page.getByLabel('One sentence about it').fill('Clear, streak-free windows for homes and offices.')
  await page.getByText(`Visitors will find its page at ${new URL(server.base).host}/window-cleaning`).waitFor()
  // A photo taken there and then: it goes on the service's card and at the top of its page.
  const picture = page.getByRole('group', { name: 'Picture (you can leave it out)' })
  await newPhoto(picture, picture.getByLabel('New photo'), {
    name: 'window.jpg',
    tint: 150,
    description: 'Sparkling office windows after cleaning',
  })
  await picture.getByRole('button', { name: 'Upload and use' }).click()
  await picture.getByText('Chosen: “Sparkling office windows after cleaning”').waitFor({ timeout: 30_000 })
  await shoot(page, 'add-service-1', page.getByRole('button', { name: 'Add the service' }))
  await page.getByRole('button', { name: 'Add the service' }).click()
  await bar(page)
    .getByText(/Window Cleaning was added/)
    .waitFor()
  // Where the editor went: the new service's page, with what was done said in the bar.
  await shoot(page, 'add-service-2')
}

const postTitle = 'Our Sofa, the Day After'
const postOf = (page: Page) =>
  page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: postTitle }) })
    .first()

async function newPost(page: Page, server: EditorServer) {
  await openWebsite(page, server, 'blog')
  await page.getByRole('button', { name: 'New post' }).click()
  await page.getByLabel('Title of the post').fill(postTitle)
  await shoot(page, 'new-post-1', page.getByText(/^Its web address will be/))
  await page.getByRole('button', { name: 'Start the post' }).click()
  const picture = postOf(page).locator('.picture-field').first()
  await newPhoto(picture, picture.locator('input[type="file"]'), {
    name: 'sofa.jpg',
    tint: 190,
    description: 'A grey sofa drying in a sunny sitting room after cleaning',
  })
  await shoot(page, 'new-post-2', picture.getByText(describeLabel))
  await picture.getByRole('button', { name: 'Upload and use' }).click()
  await bar(page).getByRole('status').filter({ hasText: 'The new picture is in place.' }).waitFor({ timeout: 30_000 })
  await shoot(page, 'new-post-3', picture)
  await postOf(page)
    .getByLabel('Text of the post', { exact: true })
    .fill('The sofa, the morning after we cleaned it: dry, fresh and ready for visitors.')
  await publish(page)
}

async function unusedPictures(page: Page, server: EditorServer) {
  await openWebsite(page, server, 'blog')
  await noProblems(page)
  const post = postOf(page)
  if ((await post.getAttribute('open')) === null) await post.locator('summary').first().click()
  const picture = post.locator('.picture-field').first()
  await newPhoto(picture, picture.locator('input[type="file"]'), {
    name: 'blurry.jpg',
    tint: 110,
    description: 'A blurry sofa',
  })
  await picture.getByRole('button', { name: 'Upload and use' }).click()
  await picture.getByText('In place now: “A blurry sofa”').waitFor({ timeout: 30_000 })
  await picture.getByRole('button', { name: 'Choose from your pictures' }).click()
  const library = picture.getByRole('region', { name: 'Your pictures' })
  await shoot(page, 'unused-pictures-1', library.getByRole('button').nth(1))
  await library.getByRole('button', { name: /^A grey sofa drying/ }).click()
  await picture.getByText('In place now: “A grey sofa drying in a sunny sitting room after cleaning”').waitFor()
  await noProblems(page)
  const unused = page.getByRole('region', { name: 'Pictures not used anywhere' })
  await unused.getByRole('button', { name: 'Look for pictures not used anywhere' }).click()
  await unused.getByRole('button', { name: /^Remove the photo uploaded / }).click()
  await shoot(page, 'unused-pictures-2', unused.getByRole('button', { name: 'Yes, remove it' }))
  await unused.getByRole('button', { name: 'Yes, remove it' }).click()
  await unused.getByRole('status').filter({ hasText: 'was removed' }).waitFor()
  await shoot(page, 'unused-pictures-3', unused.getByRole('status'))
}

async function undoOldChange(page: Page, server: EditorServer) {
  await page.goto(`${server.base}/admin/history`)
  await page.getByRole('heading', { name: 'History', level: 1 }).waitFor()
  const phoneChange = page.getByRole('listitem').filter({ hasText: 'Changed the “Office” phone number.' }).first()
  await shoot(page, 'undo-old-change-1', phoneChange)
  await phoneChange.getByRole('button', { name: 'Undo these changes' }).click()
  const undoing = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Undo the changes of/ }) })
  await undoing.getByRole('list', { name: 'This changes the website now:' }).waitFor()
  await shoot(page, 'undo-old-change-2', undoing.getByRole('button', { name: 'Yes, undo these changes' }))
  await undoing.getByRole('button', { name: 'Yes, undo these changes' }).click()
  await page
    .getByRole('region', { name: 'What happened' })
    .getByRole('status')
    .filter({ hasText: 'Undone' })
    .waitFor({ timeout: 120_000 })
  await shoot(page, 'undo-old-change-3', undoing.getByRole('status'))
}

async function visits(page: Page, server: EditorServer) {
  const today = new Date().toISOString().slice(0, 10)
  // The Visits screen draws a sample month: a fresh copy's counter has only today.
  await page.route('**/admin/api/visits?days=30', (route) => route.fulfill({ json: sampleMonth(today) }))
  await page.goto(`${server.base}/admin/visits`)
  await page.getByRole('heading', { name: 'In these 30 days' }).waitFor()
  const top = (element: Element) => element.scrollIntoView({ block: 'start', behavior: 'instant' })
  await page.getByRole('group', { name: 'Show the last' }).evaluate(top)
  await shoot(page, 'visits-1')
  await page.getByRole('heading', { name: 'Each day' }).evaluate(top)
  await shoot(page, 'visits-2')
  await page.getByRole('heading', { name: 'Came from' }).evaluate(top)
  await shoot(page, 'visits-3')
  await page.unroute('**/admin/api/visits?days=30')
}

const jobs = { changePhone, fixProblem, addService, newPost, unusedPictures, undoOldChange, visits }

async function main() {
  mkdirSync(outDir, { recursive: true })
  const server = await startEditorServer(port)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, timeout: 60_000 })
  const failed: string[] = []
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    })
    context.setDefaultTimeout(20_000)
    const page = await context.newPage()
    await page.goto(`${server.base}/admin`)
    await page.getByLabel('Password').fill(server.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor()
    const chosen = process.argv.slice(2)
    for (const [name, job] of Object.entries(jobs)) {
      if (chosen.length > 0 && !chosen.includes(name)) continue
      try {
        await job(page, server)
      } catch (error) {
        failed.push(name)
        console.error(`${name} failed: ${(error as Error).message.split('\n')[0]}`)
        await page.screenshot({ path: join(tmpdir(), `editing-screenshots-${name}-failed.png`) })
      }
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  if (failed.length > 0) {
    console.error(`Some pictures were not taken: ${failed.join(', ')}`)
    process.exitCode = 1
  }
}

await main()
