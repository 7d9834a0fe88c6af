import { expect, test, type Page } from '@playwright/test'
import { seriousAccessibilityProblems } from './axe.ts'
import { startFromPublished } from './admin/left-changes.ts'
import { startEditorServer, type EditorServer } from './admin/project-copy.ts'
import { logIn } from './admin/log-in.ts'

// Related facts move together: the office number is also the WhatsApp number (and is in the WhatsApp
// link of the /whatsapp address). Changing it on a phone offers to change those too, in one step. On a
// copy of the project with its own server.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.skip(({ isMobile }) => !isMobile, 'The office manager does this on her phone: 375 px.')

let server: EditorServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startEditorServer()
})
test.afterAll(async () => server?.stop())

async function openBusiness(page: Page) {
  await logIn(page, server)
  await page.goto(`${server.base}/admin/website?section=business`)
  await expect(page.getByRole('heading', { name: 'Website', level: 1 })).toBeVisible()
  await startFromPublished(page)
  await page.locator('summary', { hasText: '1. Office' }).click()
}

/** The draft as the server keeps it now, asked for from the logged-in page as the editor's own calls do. */
async function storedDraft(page: Page): Promise<{ revision: number; text: string }> {
  return page.evaluate(async () => {
    const id = sessionStorage.getItem('admin-draft-id') ?? ''
    const { csrfToken } = (await (await fetch('/admin/api/session', { method: 'POST' })).json()) as {
      csrfToken: string
    }
    const response = await fetch(`/admin/api/drafts/${encodeURIComponent(id)}`, {
      headers: { 'x-csrf-token': csrfToken },
    })
    if (!response.ok) throw new Error(`The draft could not be read: ${response.status}`)
    return (await response.json()) as { revision: number; text: string }
  })
}

/** Waits for the server to have stored a change, with `line` in the draft's text. */
const storedWith = (page: Page, line: string) =>
  expect.poll(async () => (await storedDraft(page)).text, { timeout: 20_000 }).toContain(line)

const offer = 'This number is also your WhatsApp number and is used in 1 other place.'
const bar = (page: Page) => page.getByRole('region', { name: 'Publish your changes' }).getByRole('status')

test('changing the office number offers to change the WhatsApp number too, and does it in one step', async ({
  page,
}) => {
  await openBusiness(page)
  const office = page.getByLabel('Number').first()
  const whatsapp = page.getByLabel('WhatsApp', { exact: true })
  await expect(whatsapp).toHaveValue('+254 700 000 001')

  // Nothing is offered while the number is still being typed.
  await office.fill('+254 711 222')
  await expect(page.getByText(offer)).toHaveCount(0)
  await office.fill('+254 711 222 333')
  await expect(page.getByText(offer)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Keep them as they are' })).toBeVisible()
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await storedWith(page, "number: '+254 711 222 333'")
  const before = await storedDraft(page)
  expect(before.text).toContain("whatsapp: '+254 700 000 001'")

  await page.getByRole('button', { name: 'Change them too' }).click()
  await expect(page.getByText('Changed too: your WhatsApp number and 1 other place.')).toBeVisible()
  await expect(page.getByText(offer)).toHaveCount(0)
  await expect(whatsapp).toHaveValue('+254 711 222 333')
  await expect(bar(page)).toHaveText('3 changes waiting to be published.')

  await storedWith(page, "whatsapp: '+254 711 222 333'")
  const after = await storedDraft(page)
  // One step: one request, one revision of the draft.
  expect(after.revision).toBe(before.revision + 1)
  expect(after.text).toContain("whatsapp: '+254 711 222 333'")
  expect(after.text).toContain('to: https://wa.me/254711222333')
  expect(after.text).not.toContain('254700000001')
})

test('keeping them as they are changes only the office number', async ({ page }) => {
  await openBusiness(page)
  await page.getByLabel('Number').first().fill('+254 722 000 111')
  await expect(page.getByText(offer)).toBeVisible()
  await page.getByRole('button', { name: 'Keep them as they are' }).click()
  await expect(page.getByText(offer)).toHaveCount(0)
  await expect(page.getByLabel('WhatsApp', { exact: true })).toHaveValue('+254 700 000 001')
  await expect(bar(page)).toHaveText('1 change waiting to be published.')
  await storedWith(page, "number: '+254 722 000 111'")
  expect((await storedDraft(page)).text).toContain("whatsapp: '+254 700 000 001'")
})
