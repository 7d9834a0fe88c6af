import { expect, test, type Locator, type Page } from '@playwright/test'
import { wordsFor } from '../src/words/words.ts'
import { manifest } from './site.ts'
import { e2eEditor, logIn } from './admin/log-in.ts'

// A visitor reading about sofa cleaning in English switches to Swahili, lands on the same service in
// Swahili and books it there; the office then finds the request in the inbox, marked as sent in Kiswahili.
// At 1280 px the visitor uses the keyboard, at 375 px a finger.
test.describe.configure({ timeout: 60_000 })

/** A day a month from now: bookings take dates from today up to two years ahead. */
const soonDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
// This run's own name, so requests from earlier runs do not count.
const run = Date.now().toString(36)

const swahiliSofaPage = manifest.pages.find(({ path }) => path === '/sw/kusafisha-sofa')

/** The link to this page in Swahili, in the switch the page shows at this width. */
const switchToSwahili = (page: Page) =>
  page.getByRole('navigation', { name: 'This page in another language' }).getByRole('link', { name: 'Kiswahili' })

/** Tabs from the top of the page to `link`, as a keyboard user does, and follows it with Enter. */
async function followByKeyboard(page: Page, link: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab')
    if (await link.evaluate((element) => element === document.activeElement)) break
  }
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
}

test('the language switch leads from a service to the same service in Swahili, where its booking is sent in Swahili and the inbox names the language', async ({
  page,
  isMobile,
}) => {
  const visitor = `Wanjiku ${run} ${isMobile ? 'simu' : 'kompyuta'}`
  await page.goto('/sofacleaning')
  await page.waitForLoadState('networkidle')
  const link = switchToSwahili(page)
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('lang', 'sw-KE')
  if (isMobile) await link.tap()
  else await followByKeyboard(page, link)

  await expect(page).toHaveURL(/\/sw\/kusafisha-sofa$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE')
  expect(swahiliSofaPage, '/sw/kusafisha-sofa in the built site').toBeDefined()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(swahiliSofaPage!.heading)
  await page.waitForLoadState('networkidle')

  await page.getByRole('button', { name: 'Weka Nafasi ya Huduma Hii' }).click()
  const booking = page.getByRole('dialog', { name: 'Weka Nafasi ya Usafi' })
  await expect(booking).toBeVisible()
  await expect(booking.getByRole('combobox', { name: 'Huduma', exact: true })).toHaveValue('sofacleaning')

  const send = booking.getByRole('button', { name: 'Weka Nafasi Sasa' })
  await send.click()
  for (const error of ['Jina linahitajika', 'Nambari ya simu inahitajika', 'Tarehe inahitajika'])
    await expect(booking.getByText(error, { exact: true })).toBeVisible()
  await expect(booking.getByRole('status')).toHaveText(wordsFor('sw-KE').formInvalid)
  await expect(booking.getByRole('textbox', { name: 'Jina', exact: true })).toBeFocused()

  await booking.getByRole('textbox', { name: 'Jina', exact: true }).fill(visitor)
  await booking.getByRole('textbox', { name: 'Nambari ya simu', exact: true }).fill('0712 345 678')
  await booking.getByRole('textbox', { name: 'Tarehe unayopendelea', exact: true }).fill(soonDate)
  await send.click()
  await expect(booking.getByRole('status')).toHaveText('Ombi lako la nafasi limetumwa!')

  await logIn(page, e2eEditor)
  const request = page.getByRole('article').filter({ hasText: visitor })
  await expect(request).toHaveCount(1)
  await expect(request.getByRole('heading', { level: 2 })).toHaveText('Book a Cleaning Session')
  await expect(request.getByText(/\bKiswahili\b/)).toBeVisible()
})
