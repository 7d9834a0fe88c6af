import { expect, test, type Browser, type Page } from '@playwright/test'
import { validBody } from '../src/testing/test-forms.ts'
import { seriousAccessibilityProblems } from './axe.ts'
import { e2eAdminPassword } from './inbox.ts'
import { manifest } from './site.ts'

// The owner, and the person who answers the requests, each remove a request on their phone.
test.skip(({ viewport }) => viewport?.width !== 375, 'A job done on a phone: the mobile project runs it at 375 px')
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
const inboxPassword = 'a long phrase for the inbox'
// This run's own names, so requests and people from earlier runs do not count.
const run = Date.now().toString(36)
const contact = manifest.forms.contact!

async function logIn(page: Page, name: string, password: string) {
  await page.goto('/admin')
  await page.getByLabel('Your name or email').fill(name)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
}

/** Calls the admin API from a logged-in page, as the app does; resolves with the status and answer. */
const callAdmin = (page: Page, path: string, method: string, body?: unknown) =>
  page.evaluate(
    async (call) => {
      const session = (await (await fetch('/admin/api/session', { method: 'POST' })).json()) as { csrfToken: string }
      const response = await fetch(`/admin/api/${call.path}`, {
        method: call.method,
        headers: { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      })
      return { status: response.status, answer: (await response.json()) as Record<string, unknown> }
    },
    { path, method, body },
  )

/** Sends the contact form as a visitor's page does, `name` its first answer; resolves with the status. */
const sendRequest = (page: Page, name: string) =>
  page.evaluate(
    async (body) =>
      (
        await fetch('/api/forms/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { ...validBody(contact), [contact.fields[0]!.name]: name },
  )

/** Removes the request from `name` in the Inbox, after its question, checking the screen with axe on the way. */
async function removeRequestFrom(page: Page, name: string) {
  const request = page.getByRole('article').filter({ hasText: name })
  await expect(request).toHaveCount(1)
  await request.getByRole('button', { name: 'Remove this request' }).click()
  await expect(
    request.getByText(new RegExp(`^Remove the .+ request received .+: ${name}\\)\\? It cannot be brought back\\.$`)),
  ).toBeFocused()
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    'no sideways scrolling',
  ).toBe(true)
  await request.getByRole('button', { name: 'Yes, remove it' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${name}) was removed.` })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0)
}

async function newPhonePage(browser: Browser) {
  const context = await browser.newContext({ ...phone, baseURL: test.info().project.use.baseURL })
  return context.newPage()
}

test('the owner and the inbox person each remove a request on a phone, after a question that names it', async ({
  page,
  browser,
}) => {
  const owners = `Amina ${run}`
  const inboxes = `Baraka ${run}`
  await logIn(page, '', e2eAdminPassword)
  expect(await sendRequest(page, owners)).toBe(201)
  expect(await sendRequest(page, inboxes)).toBe(201)
  const person = await callAdmin(page, 'people', 'POST', {
    name: `Achieng ${run}`,
    role: 'inbox',
    password: inboxPassword,
  })
  expect(person.status).toBe(201)

  try {
    await page.reload()
    await expect(page.getByRole('region', { name: 'Make room' })).toBeVisible()
    await removeRequestFrom(page, owners)

    const inboxPage = await newPhonePage(browser)
    await logIn(inboxPage, `Achieng ${run}`, inboxPassword)
    await removeRequestFrom(inboxPage, inboxes)
    await inboxPage.context().close()
  } finally {
    await callAdmin(page, `people/${String(person.answer.id)}`, 'DELETE')
  }
})
