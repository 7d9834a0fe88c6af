import { expect, test, type Page } from '@playwright/test'
import { wordsFor } from '../src/words/words.ts'
import { englishProductWordsOn } from './english-product-words.ts'

// A visitor who reads Swahili meets none of the product's English words on the Swahili home, contact and
// service pages: not in what is shown, not in what a screen reader says, with the menus, the chat, a picture
// and a form's errors open. The site's own texts in Swahili, and the names in them, are the site's.
test.describe.configure({ timeout: 60_000 })

const businessName = 'Ruiru Cleaning & Fumigation'

/** Opens `path` and scrolls down it as a reader does, so every part that starts when seen has started. */
async function readDown(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let top = 0; top < height; top += 600) {
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(100)
  }
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/** Checks the page as it is now, `state` naming what the visitor has opened. */
async function expectNoEnglish(page: Page, state: string) {
  expect(await englishProductWordsOn(page), state).toEqual([])
}

/** Opens the floating chat and checks it while its account types and once the greeting has come with its time. */
async function expectChatInSwahili(page: Page) {
  // Found by the business's name, which is the same in every language, so an English label is reported, not missed.
  await page.getByRole('button', { name: new RegExp(businessName), expanded: false }).click()
  const chat = page.getByRole('dialog', { name: businessName })
  await expect(chat).toBeVisible()
  await expectNoEnglish(page, 'the chat, while the business types')
  await expect(chat.getByText('Habari! Tunaweza kukusaidia vipi leo?')).toBeVisible({ timeout: 10_000 })
  await expect(chat.getByText(/\d:\d{2}/)).toBeVisible()
  await expectNoEnglish(page, 'the chat, with its greeting')
}

test('the Swahili home page, its services menu, social feeds and chat', async ({ page }) => {
  await readDown(page, '/sw')
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE')
  // The tests' browser reaches no network: each feed gives up and says so, which is one of the product's messages.
  await expect(page.getByText(wordsFor('sw-KE').feedFailed).first()).toBeVisible({ timeout: 15_000 })
  await expectNoEnglish(page, 'the home page')

  await page.getByRole('main').getByRole('button', { name: 'Huduma Zetu', exact: true }).click()
  const services = page.getByRole('dialog', { name: 'Huduma Zetu' })
  await expect(services).toBeVisible()
  await expectNoEnglish(page, 'the services menu')
  await page.keyboard.press('Escape')
  await expect(services).toBeHidden()

  await expectChatInSwahili(page)
})

test('the Swahili contact page, with both forms sent empty and the chat open', async ({ page }) => {
  await readDown(page, '/sw/wasiliana-nasi')
  await expectNoEnglish(page, 'the contact page')

  for (const { form, send, firstError } of [
    { form: 'Weka Nafasi ya Usafi', send: 'Weka Nafasi Sasa', firstError: 'Jina linahitajika' },
    { form: 'Tutumie Ujumbe', send: 'Tuma Ujumbe', firstError: 'Jina la kwanza linahitajika' },
  ]) {
    const shown = page.getByRole('form', { name: form })
    await shown.getByRole('button', { name: send }).click()
    await expect(shown.getByText(firstError, { exact: true })).toBeVisible()
    await expect(shown.getByRole('status')).not.toBeEmpty()
  }
  await expectNoEnglish(page, 'the contact page with its forms’ errors')

  await expectChatInSwahili(page)
})

test('a Swahili service page, with its booking form sent empty, a picture enlarged and the chat open', async ({
  page,
}) => {
  await readDown(page, '/sw/kusafisha-sofa')
  await expectNoEnglish(page, 'the service page')

  const opener = page.getByRole('button', { name: 'Weka Nafasi ya Huduma Hii' })
  await opener.click()
  const booking = page.getByRole('dialog', { name: 'Weka Nafasi ya Usafi' })
  await expect(booking).toBeVisible()
  await booking.getByRole('button', { name: 'Weka Nafasi Sasa' }).click()
  await expect(booking.getByText('Jina linahitajika')).toBeVisible()
  await expectNoEnglish(page, 'the booking form with its errors')
  await page.keyboard.press('Escape')
  await expect(booking).toBeHidden()

  // The gallery's button is named by the picture's own description, which is the site's.
  await page
    .getByRole('button', { name: /Mchoro wa sofa ya manjano/ })
    .first()
    .click()
  const enlarged = page.getByRole('dialog')
  await expect(enlarged).toBeVisible()
  await expectNoEnglish(page, 'the enlarged picture')
  await page.keyboard.press('Escape')
  await expect(enlarged).toBeHidden()

  await expectChatInSwahili(page)
})
