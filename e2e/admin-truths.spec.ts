import { expect, test, type Page } from '@playwright/test'
import { sharp } from '../src/build/images/sharp.ts'
import { startFromPublished } from './admin/left-changes.ts'
import { startEditorServer, type EditorServer } from './admin/project-copy.ts'
import { seriousAccessibilityProblems } from './axe.ts'
import { logIn } from './admin/log-in.ts'

// Screens that tell the truth, on a phone: a picture box says what it holds, the offer to change a
// number elsewhere and the word after it tell the same count, and an undo's steps end ticked. On a copy
// of the project with its own server, so publishing changes the copy.
test.describe.configure({ mode: 'serial', timeout: 240_000 })
test.skip(({ viewport }) => viewport?.width !== 375, 'Done on a phone: the mobile project runs it at 375 px')

let server: EditorServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

async function openWebsite(page: Page, section = '') {
  await logIn(page, server)
  await page.goto(`${server.base}/admin/website${section ? `?section=${section}` : ''}`)
  await expect(page.getByRole('heading', { name: 'Website', level: 1 })).toBeVisible()
  // The first check of a new server starts its worker threads.
  await startFromPublished(page, 30_000)
}

/** A small photo, as a phone's file picker hands it over. */
const sofaPhoto = async () => ({
  name: 'sofa.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8899aa' } })
    .jpeg()
    .toBuffer(),
})

test('the picture of a new service says what it holds once she chose a photo', async ({ page }) => {
  await openWebsite(page)
  await page.getByRole('button', { name: 'Add a service' }).click()
  const picture = page.getByRole('group', { name: 'Picture (you can leave it out)' })
  await expect(picture).toContainText('No picture yet: take a photo now')

  await picture.getByLabel('New photo').setInputFiles(await sofaPhoto())
  await expect(picture.getByText('Chosen: sofa.jpg. Describe it below, then press “Upload and use”.')).toBeVisible()
  await expect(picture).not.toContainText('No picture yet')
  // Another can be chosen in its place.
  await expect(picture.getByLabel('Another photo')).toBeVisible()
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  await picture.getByLabel('Describe the new picture for someone who cannot see it').fill('A clean grey sofa')
  await picture.getByRole('button', { name: 'Upload and use' }).click()
  await expect(picture.getByText('Chosen: “A clean grey sofa”')).toBeVisible({ timeout: 30_000 })
  await expect(picture).not.toContainText('No picture yet')
  await expect(picture.getByRole('button', { name: 'Leave the picture out' })).toBeVisible()
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await page.getByRole('form', { name: 'Add a service' }).getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(picture).toHaveCount(0)
})

/** The numbers a sentence says, and the phone fields it names. */
const told = (sentence: string) => ({
  numbers: sentence.match(/\d+/g) ?? [],
  names: sentence.match(/your [a-z]+ number/gi) ?? [],
})

test('the offer to change the number elsewhere and the word after it count the same places', async ({ page }) => {
  await openWebsite(page, 'business')
  await page.locator('summary', { hasText: '1. Office' }).click()
  await page.getByLabel('Number').first().fill('+254 711 222 333')

  const offer = page.locator('.same-number__said')
  await expect(offer).toHaveText('This number is also your WhatsApp number and is used in 1 other place.')
  const offered = (await offer.textContent()) ?? ''
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await page.getByRole('button', { name: 'Change them too' }).click()

  const changed = page.getByText(/^Changed too:/)
  await expect(changed).toHaveText('Changed too: your WhatsApp number and 1 other place.')
  expect(told((await changed.textContent()) ?? '')).toEqual(told(offered))
  await expect(page.getByLabel('WhatsApp', { exact: true })).toHaveValue('+254 711 222 333')
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  const publish = page.getByRole('region', { name: 'Publish your changes' }).getByRole('button', {
    name: 'Publish',
    exact: true,
  })
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 10_000 })
  await publish.click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 90_000 })
})

test('undoing that publish from History ends with every step ticked', async ({ page }) => {
  await logIn(page, server)
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'History' }).click()
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible()

  await page.locator('.history-entry').first().getByRole('button', { name: 'Undo these changes' }).click()
  const undoing = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Undo the changes of/ }) })
  // The server works the undo out in its worker thread, which yields to every other process.
  await expect(undoing.getByRole('list', { name: 'This changes the website now:' })).toBeVisible({ timeout: 30_000 })
  await undoing.getByRole('button', { name: 'Yes, undo these changes' }).click()
  await expect(page.getByRole('region', { name: 'What happened' }).getByRole('status')).toContainText('Undone', {
    timeout: 90_000,
  })

  const steps = undoing.locator('.history-steps').getByRole('listitem')
  await expect(steps).toHaveText([
    '✓Checked',
    '✓Site built',
    '✓Switched to the new version',
    '✓Recorded in the history',
  ])
  await expect(undoing.locator('.history-steps')).not.toContainText('…')
  expect(await seriousAccessibilityProblems(page)).toEqual([])
})
