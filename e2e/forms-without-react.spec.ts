import { expect, test, type Page } from '@playwright/test'
import { reactScriptsOf, scriptsOf } from './scripts.ts'

/** A day a month from now: bookings take dates from today up to two years ahead. */
const soonDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

/** Resolves once the page's scripts have taken over from the boot script. */
const runtimeReady = (page: Page) =>
  page.waitForFunction(() => (window as { siteBoot?: { ready: boolean } }).siteBoot?.ready === true)

/** The next form the page posts to the site's receiver at `path`, once answered. */
const nextPost = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST',
  )

test('a visitor corrects and sends the contact form in the page and the booking popup, and no React comes', async ({
  page,
}) => {
  const stamp = `${test.info().project.name} ${Date.now()}`

  await page.goto('/contact')
  await runtimeReady(page)
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  await form.getByLabel('First name').fill('Amina')
  await form.getByLabel('Email').fill('amina@example')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('status')).toHaveText('Please correct the fields marked below.')
  await expect(form.getByText('Last name is required', { exact: true })).toBeVisible()
  await expect(form.getByText('Enter an email address like name@example.com.')).toBeVisible()
  await expect(form.getByLabel('Last name')).toBeFocused()
  await expect(form.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('First name')).toHaveValue('Amina')
  await form.getByLabel('Last name').fill('Otieno')
  await expect(form.getByLabel('Last name')).not.toHaveAttribute('aria-invalid')
  await form.getByLabel('Email').fill('amina@example.com')
  await form.getByLabel('Phone number').fill('0712 345 678')
  await form.getByLabel('Cleaning service').selectOption({ label: 'Office Cleaning' })
  await form.getByLabel('Message').fill(`Please clean our office (${stamp}).`)
  const contactPost = nextPost(page, '/api/forms/contact')
  await form.getByRole('button', { name: 'Send Message' }).click()
  const contactAnswer = await contactPost
  expect(contactAnswer.ok()).toBe(true)
  expect(contactAnswer.request().postDataJSON()).toEqual({
    firstName: 'Amina',
    lastName: 'Otieno',
    email: 'amina@example.com',
    contactNumber: '0712 345 678',
    cleaningService: 'officecleaning',
    message: `Please clean our office (${stamp}).`,
    _language: 'en-KE',
  })
  await expect(form.getByRole('status')).toHaveText('Your message has been sent successfully!')
  await expect(form.getByLabel('First name')).toHaveValue('')
  expect((await scriptsOf(page)).some((name) => name.startsWith('block-form-'))).toBe(true)
  expect(await reactScriptsOf(page)).toEqual([])

  await page.goto('/carpetcleaning')
  await runtimeReady(page)
  const opener = page.getByRole('button', { name: 'Book this service' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Book a Cleaning Session' })
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await expect(dialog.getByLabel('Service')).toHaveValue('carpetcleaning')
  await dialog.getByLabel('Name').fill(`Kamau ${stamp}`)
  await dialog.getByRole('button', { name: 'Book Now' }).click()
  await expect(dialog.getByText('Phone number is required', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Date is required', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Phone number')).toBeFocused()
  await expect(dialog.getByLabel('Name')).toHaveValue(`Kamau ${stamp}`)
  await dialog.getByLabel('Phone number').fill('+254 712 345 678')
  await dialog.getByLabel('Preferred date').fill(soonDate)
  const bookingPost = nextPost(page, '/api/forms/booking')
  await dialog.getByRole('button', { name: 'Book Now' }).click()
  const bookingAnswer = await bookingPost
  expect(bookingAnswer.ok()).toBe(true)
  expect(bookingAnswer.request().postDataJSON()).toEqual({
    name: `Kamau ${stamp}`,
    phone: '+254 712 345 678',
    service: 'carpetcleaning',
    date: soonDate,
    _language: 'en-KE',
  })
  await expect(dialog.getByRole('status')).toHaveText('Booking submitted successfully!')
  await expect(dialog.getByRole('status')).toBeFocused()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(await reactScriptsOf(page)).toEqual([])
})
