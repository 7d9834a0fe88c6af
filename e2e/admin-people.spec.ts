import { expect, test, type Page } from '@playwright/test'
import { seriousAccessibilityProblems } from './axe.ts'
import { startEditorServer, editorServerStartMs, type EditorServer } from './admin/project-copy.ts'
import { startSmtpStandIn } from '../server/testing/smtp-stand-in.ts'

// The owner gives someone their own login with the kind of access they need, on a phone: on a copy
// of the project with its own editor server.
test.describe.configure({ mode: 'serial', timeout: 150_000 })
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

let server: EditorServer
let mail: Awaited<ReturnType<typeof startSmtpStandIn>>

test.beforeAll(async () => {
  test.setTimeout(editorServerStartMs)
  // Mail is set up, so the owner can also send sign-in links; the editor server inherits these settings.
  mail = await startSmtpStandIn()
  process.env.SMTP_URL = mail.url
  process.env.MAIL_FROM = 'website@example.com'
  try {
    server = await startEditorServer()
  } finally {
    delete process.env.SMTP_URL
    delete process.env.MAIL_FROM
  }
})
test.afterAll(async () => {
  await server?.stop()
  await mail?.close()
})

const editorPassword = 'blue kettle on the windowsill'

const sections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' })

async function logIn(page: Page, name: string, password: string) {
  await page.goto(`${server.base}/admin`)
  await page.getByLabel('Your name or email').fill(name)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(sections(page)).toBeVisible()
}

async function openPeople(page: Page) {
  await sections(page).getByRole('link', { name: 'People' }).click()
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Who can log in' })).toBeVisible()
}

test('the owner adds an editor, who sees the website but not the inbox, and then removes them', async ({ page }) => {
  await logIn(page, '', server.password)
  await openPeople(page)
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  const form = page.getByRole('region', { name: 'Add someone' })
  await form.getByLabel('Name').fill('Wanjiru Kamau')
  await form.getByLabel('Editor — website and history').check()
  await form.getByLabel('Starting password', { exact: true }).fill(editorPassword)
  await form.getByLabel('Repeat the starting password').fill('blue kettle on the windowsil')
  await form.getByRole('button', { name: 'Add this person' }).click()
  await expect(form.getByLabel('Repeat the starting password')).toBeFocused()
  await expect(form.getByText('The two new passwords are not the same.')).toBeVisible()
  await form.getByLabel('Repeat the starting password').fill(editorPassword)
  await form.getByRole('button', { name: 'Add this person' }).click()

  const card = page.getByRole('article', { name: 'Wanjiru Kamau' })
  await expect(page.getByRole('status').filter({ hasText: 'Wanjiru Kamau was added.' })).toBeVisible()
  await expect(card.getByRole('heading', { name: 'Wanjiru Kamau' })).toBeFocused()
  await expect(card.getByRole('paragraph').filter({ hasText: 'Editor — website and history' })).toBeVisible()
  expect(await seriousAccessibilityProblems(page)).toEqual([])

  await page.getByRole('button', { name: 'Log out' }).click()
  await logIn(page, 'wanjiru kamau', editorPassword)
  await expect(page.getByText('Signed in as Wanjiru Kamau')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Website', level: 1 })).toBeVisible()
  await expect(page.getByText('The history will show that Wanjiru Kamau published.')).toBeAttached()
  await expect(page.getByLabel('Your name (kept in the history)')).toHaveCount(0)
  await expect(sections(page).getByRole('link', { name: 'Website' })).toBeVisible()
  await expect(sections(page).getByRole('link', { name: 'Inbox' })).toHaveCount(0)
  await expect(sections(page).getByRole('link', { name: 'People' })).toHaveCount(0)
  await page.goto(`${server.base}/admin/people`)
  await expect(page.getByRole('heading', { name: 'Not open to your account', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Log out' }).click()
  await logIn(page, '', server.password)
  await openPeople(page)
  await page.getByRole('button', { name: 'Remove Wanjiru Kamau' }).click()
  await expect(page.getByText(/^Remove Wanjiru Kamau\?/)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Yes, remove Wanjiru Kamau' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Wanjiru Kamau was removed' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Who can log in' })).toBeFocused()
  await expect(card).toHaveCount(0)

  await page.getByRole('button', { name: 'Log out' }).click()
  await page.getByLabel('Your name or email').fill('Wanjiru Kamau')
  await page.getByLabel('Password').fill(editorPassword)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Wrong name or password.')
})

test('a sign-in link that does not work says to ask the owner for a new one', async ({ page }) => {
  await page.goto(`${server.base}/admin/sign-in?token=not-a-real-link`)
  await expect(page.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible()
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await page.getByLabel('Your password', { exact: true }).fill(editorPassword)
  await page.getByLabel('Repeat your password').fill(editorPassword)
  await page.getByRole('button', { name: 'Save and log in' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link has been used already or is too old. Ask the owner to send you a new one.',
  )
  await page.getByRole('link', { name: 'Go to the login page' }).click()
  await expect(page.getByLabel('Your name or email')).toBeVisible()
})

test('someone added with a sign-in link chooses their password and lands in their part of the admin', async ({
  page,
  browser,
}) => {
  await logIn(page, '', server.password)
  await openPeople(page)
  const form = page.getByRole('region', { name: 'Add someone' })
  await form.getByLabel('Name').fill('Otieno')
  await form.getByLabel('Email', { exact: true }).fill('otieno@example.com')
  await form.getByLabel('Inbox — requests and visits').check()
  await form.getByLabel('Email them a sign-in link to choose their own').check()
  await expect(form.getByLabel('Starting password', { exact: true })).toHaveCount(0)
  expect(await seriousAccessibilityProblems(page)).toEqual([])
  await form.getByRole('button', { name: 'Add this person' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Otieno was added, and a sign-in link is on its way to otieno@example.com.',
  )

  // The mail's text may be wrapped for sending: soft line breaks and '=' written as =3D.
  const sent = mail.messages.find((message) => message.to.some((to) => to.includes('otieno@example.com')))
  const text = (sent?.data ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  const link = /https?:\/\/\S+\/admin\/sign-in\?token=[\w-]+/.exec(text)?.[0]
  expect(link).toBeDefined()

  await page.getByRole('button', { name: 'Log out' }).click()
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible()
  await page.getByLabel('Your password', { exact: true }).fill('green gate by the market')
  await page.getByLabel('Repeat your password').fill('green gate by the market')
  await page.getByRole('button', { name: 'Save and log in' }).click()
  await expect(page.getByText('Signed in as Otieno')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  await expect(sections(page).getByRole('link')).toHaveText(['Inbox', 'Visits', 'Password'])
  expect(new URL(page.url()).pathname).toBe('/admin/')

  // The owner, in a browser of their own, makes Otieno an editor while his page stays open.
  const ownersBrowser = await browser.newContext({ viewport: { width: 375, height: 740 } })
  const owners = await ownersBrowser.newPage()
  await logIn(owners, '', server.password)
  await openPeople(owners)
  await owners.getByLabel('Kind of access for Otieno').selectOption({ label: 'Editor — website and history' })
  await owners.getByRole('button', { name: 'Change access' }).click()
  await expect(owners.getByRole('status')).toHaveText('Otieno now has this access: Editor — website and history.')
  await ownersBrowser.close()
  // Coming back to his tab, Otieno's sections follow, without logging in again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(sections(page).getByRole('link')).toHaveText(['Website', 'Look', 'History', 'Password'])

  await page.goto(link!)
  await page.getByLabel('Your password', { exact: true }).fill('another long phrase here')
  await page.getByLabel('Repeat your password').fill('another long phrase here')
  await page.getByRole('button', { name: 'Save and log in' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link has been used already or is too old. Ask the owner to send you a new one.',
  )
})
