import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { seriousAccessibilityProblems } from './axe.ts'
import { startEditorServer, type EditorServer } from './admin/project-copy.ts'
import { openWebsite } from './admin/log-in.ts'

// Choices that follow the site: a list typed by hand says so in the editor and takes the services in one tap;
// after "Add a service" and publishing, every form whose choices are the services offers the new one. On a copy of
// the project whose contact form lists its services by hand, as the original site did.
test.describe.configure({ mode: 'serial', timeout: 240_000 })
test.skip(({ viewport }) => viewport?.width !== 375, 'Worked on a phone: the mobile project runs it at 375 px')

const projectSite = readFileSync(join(import.meta.dirname, '..', 'site.yaml'), 'utf8')
const followingContact = `        # The services, then a choice for anything else: the message says what.
        optionsFrom: services
        options:
          - { label: Something else, value: other }
`
const handTypedContact = `        options:
          - { label: Something else, value: other }
          - { label: Upholstery and Sofa Cleaning, value: upholstery }
          - { label: Office Cleaning, value: office }
`

let server: EditorServer

test.beforeAll(async () => {
  // The copy's site.yaml is newer than the build, so the server renders it before it answers.
  test.setTimeout(180_000)
  expect(projectSite.split(followingContact), 'the contact form’s list in site.yaml').toHaveLength(2)
  server = await startEditorServer(undefined, { siteText: projectSite.replace(followingContact, handTypedContact) })
})
test.afterAll(async () => server?.stop())

interface SiteText {
  business: { locale: string }
  forms: Record<string, { title: string; fields: { label: string; optionsFrom?: string }[] }>
  pages: Record<string, { language?: string; blocks: { type: string; form?: string }[] }>
}
const siteText = () => parse(readFileSync(join(server.dir, 'site.yaml'), 'utf8')) as SiteText

async function publish(page: Page) {
  const bar = page.getByRole('region', { name: 'Publish your changes' })
  await expect(page.getByText(/No problems found/)).toBeVisible({ timeout: 30_000 })
  await bar.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 120_000 })
}

/** An item of the editor's form, opened by its summary. */
async function openItem(page: Page, within: ReturnType<Page['locator']> | Page, summary: string) {
  const item = within
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: summary }) })
    .first()
  await item.locator('summary').first().click()
  return item
}

test('a list typed by hand says it does not follow the services, and takes them in one tap', async ({ page }) => {
  await openWebsite(page, server)
  await page.getByRole('navigation', { name: 'Parts of the website' }).getByRole('link', { name: 'Forms' }).click()
  const contact = await openItem(page, page, 'Send Us a Message')
  const field = await openItem(page, contact, 'Cleaning service')
  const note = field.getByRole('note')
  await expect(note).toContainText('This list is typed by hand: it does not follow your services.')
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await note.getByRole('button', { name: 'Use the services instead' }).click()
  await expect(field.getByRole('note')).toBeHidden()
  await publish(page)
  const contactField = siteText().forms.contact?.fields.find((each) => each.label === 'Cleaning service')
  expect(contactField).toMatchObject({
    optionsFrom: 'services',
    options: [{ label: 'Something else', value: 'other' }],
  })
})

test('after "Add a service" and publishing, every form whose choices are the services offers it', async ({ page }) => {
  await openWebsite(page, server)
  await page.getByRole('button', { name: 'Add a service' }).click()
  await page.getByLabel('Name of the service').fill('Rug Cleaning')
  await page.getByLabel('One sentence about it').fill('Deep-washed rugs, back within two days.')
  // Every list follows the services now: nothing is typed by hand, so there is nothing to tick.
  await expect(page.getByRole('group', { name: 'Lists typed by hand' })).toHaveCount(0)
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await page.getByRole('button', { name: 'Add the service' }).click()
  await expect(page.getByText(/Rug Cleaning was added/)).toBeAttached()
  await publish(page)

  const site = siteText()
  const following = Object.entries(site.forms).flatMap(([id, form]) =>
    form.fields.filter((field) => field.optionsFrom === 'services').map((field) => ({ id, form, field })),
  )
  expect(following.map(({ id }) => id).sort()).toEqual(['booking', 'contact'])
  for (const { id, form, field } of following) {
    const [address] = Object.entries(site.pages).find(
      ([, written]) =>
        (written.language ?? site.business.locale) === site.business.locale &&
        written.blocks.some((block) => block.type === 'form' && block.form === id),
    ) ?? [undefined]
    expect(address, `a page that shows the form "${id}"`).toBeDefined()
    await page.goto(`${server.base}${address}`)
    const list = page.getByRole('form', { name: form.title }).getByRole('combobox', { name: field.label })
    await expect(list.getByRole('option', { name: 'Rug Cleaning', exact: true })).toHaveCount(1)
    await expect(list.getByRole('option', { name: 'Carpet Cleaning', exact: true })).toHaveCount(1)
  }
})
